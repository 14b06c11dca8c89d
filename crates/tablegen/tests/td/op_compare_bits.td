def A { bits<4> v = 0b1010; bit a = !eq(v, 10); bit b = !eq(v{1}, 1); }
