def A { int x = 1;
