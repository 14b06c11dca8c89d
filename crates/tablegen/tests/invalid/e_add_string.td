def A { int x = !add("a", 1); }
