class C { int v = 0; }
multiclass M { let v = 5 in def _a : C; def _b : C; }
defm P : M;
