def A { bit a = !eq(1, 1); bit b = !ne(1, 2); bit c = !lt(1, 2); bit d = !le(2, 2); bit e = !gt(3, 2); bit f = !ge(1, 2); }
