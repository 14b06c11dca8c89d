def A { int a = !add(1, 2); int b = !add(1, 2, 3, 4); int c = !sub(10, 3); int d = !mul(3, 4); int e = !mul(2, 3, 4); int f = !sub(-5, 5); }
