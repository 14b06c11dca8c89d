def A { int a = !and(12, 10); int b = !or(12, 10); int c = !xor(12, 10); int d = !and(7, 3, 1); int e = !or(1, 2, 4); bit f = !and(1, 0); bit g = !or(0, 1); }
