class C<int n> { int v = n; }
foreach i = [1, 2] in { def : C<i>; def : C<!add(i, 10)>; }
multiclass M<int k> { def : C<k>; }
defm : M<5>;
defm : M<5>;
