def A { bits<70> b = 5; int i = b; }
