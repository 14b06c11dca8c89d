def A { bit a = !not(0); bit b = !not(1); int c = !not(5); bit d = !not(!eq(1, 2)); }
