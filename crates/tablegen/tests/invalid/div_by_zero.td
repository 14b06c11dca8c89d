def A { int x = !div(1, 0); }
