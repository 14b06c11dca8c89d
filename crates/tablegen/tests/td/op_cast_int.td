def A { int a = !cast<int>(0b1111); bits<4> b = !cast<bits<4>>(7); bit c = !cast<bit>(1); }
