class I { bits<8> a = 0; bits<8> b = 0; }
let a{7-4} = 0xF, b{0} = 1 in def X : I;
