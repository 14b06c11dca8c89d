def A { bits<2> b = [1]; }
