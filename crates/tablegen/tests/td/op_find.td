def A { int a = !find("hello", "l"); int b = !find("hello", "l", 3); int c = !find("hello", "z"); int d = !find("abc", ""); }
