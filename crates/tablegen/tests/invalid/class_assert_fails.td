class C<int n> { assert !lt(n, 3), "n too big"; } def A : C<5>;
