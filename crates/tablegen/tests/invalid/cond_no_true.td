def A { int x = !cond(0: 1); }
