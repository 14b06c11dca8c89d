def A { int x = !frobnicate(1); }
