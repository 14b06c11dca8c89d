def N { int a = 0x1F; int b = 0b1011; int c = -42; int d = +7; int e = 1234567890123; int f = 0xffffffffffffffff; }
