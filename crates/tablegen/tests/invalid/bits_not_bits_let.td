class I { int v = 0; } def A : I { let v{0} = 1; }
