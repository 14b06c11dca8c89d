def A { int x = !cond(1 2); }
