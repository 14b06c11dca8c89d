def X { bits<8> a = -1; bits<4> b = -8; }
