def A { list<bits<2>> l = [0, 3]; bit e = !eq(l[1], 3); }
