class C { int v = 0; string s = ""; }
multiclass M<int k> { def _x : C { let v = k; } }
let s = "top" in defm A : M<3>;
