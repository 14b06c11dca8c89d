class C { int a = 0; }
multiclass M { def _1 : C; def _2 : C; }
let a = 42 in defm X : M;
