class C<int a, int b> { int x = a; } def A : C<a = 1, 2>;
