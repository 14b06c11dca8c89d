def A { list<int> l = [1]; int x = l[5]; }
