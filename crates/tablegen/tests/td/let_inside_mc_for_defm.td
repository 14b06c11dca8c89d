class C { int v = 0; }
multiclass In { def _x : C; }
multiclass Out { let v = 9 in defm _y : In; }
defm A : Out;
