def A { int x = !if("s", 1, 2); }
