def S { bits<8> a = 0b11001010; bits<4> hi = a{7-4}; bits<4> lo = a{3-0}; bits<3> mix = a{0, 7, 4}; bits<2> r = a{0-1}; }
