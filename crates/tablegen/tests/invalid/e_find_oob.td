def A { int i = !find("abc", "a", 9); }
