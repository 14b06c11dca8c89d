class I { bits<4> b = 0; } def A : I { let b{1, 1} = 0b11; }
