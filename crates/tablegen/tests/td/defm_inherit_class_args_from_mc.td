class C<int n> { int v = n; }
multiclass M<int k> { def _a; def _b; }
defm X : M<3>, C<4>;
