def A { bits<4> b = 0; bit c = b{-1}; }
