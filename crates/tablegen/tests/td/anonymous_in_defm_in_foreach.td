class C<int n> { int v = n; }
multiclass M<int k> { def : C<k>; def _n : C<k>; }
foreach i = [1, 2] in defm X # i : M<i>;
