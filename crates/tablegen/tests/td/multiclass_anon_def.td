class C<int n> { int v = n; }
multiclass M { def : C<1>; def _named : C<2>; }
defm A : M;
defm B : M;
