def A { int x = !shl(1, "a"); }
