def B { bits<8> a = 0b10100101; bits<4> b = { 1, 0, 1, 1 }; bits<8> c = 0xA5; bits<3> d = 5; bits<2> e = {?, 1}; bit f = 1; bit g = false; }
