def A { list<int> l = !foreach(x, 5, x); }
