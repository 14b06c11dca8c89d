def A { int x = x; }
