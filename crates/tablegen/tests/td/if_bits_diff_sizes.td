def A { bits<4> v = !if(1, 0b1010, 0b0101); }
