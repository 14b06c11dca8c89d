class C<int a> { int x = a; } def A : C<1, 2>;
