def X { bit a = 1; int b = a; bits<1> c = a; bits<4> d = 15; int e = d; bit f = c; }
