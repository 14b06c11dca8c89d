class I { bits<8> op = 0; bits<8> b = 0; }
let op<3-0> = 0b1111 in def D : I;
let op<7-4> = 0xF, b<0> = 1 in def X : I;
