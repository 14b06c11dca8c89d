multiclass M1 { def _m1; }
multiclass M2 { def _m2; }
defm B : M1, M2;
