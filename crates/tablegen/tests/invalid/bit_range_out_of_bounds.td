def A { bits<4> b = 0; bits<2> c = b{5-4}; }
