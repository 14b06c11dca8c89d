def S { int v = 0x1234; bits<8> b = v{15-8}; }
