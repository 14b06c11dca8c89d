class P<int a> { int v = a; }
multiclass M<int k> { def _d { P p = P<k>; int pv = P<k>.v; } }
defm X : M<7>;
defm Y : M<7>;
