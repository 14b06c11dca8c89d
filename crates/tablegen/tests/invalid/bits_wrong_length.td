def A { bits<4> b = {1, 0}; }
