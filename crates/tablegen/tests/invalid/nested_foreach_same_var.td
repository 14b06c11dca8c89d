def A { list<list<int>> l = !foreach(x, [1, 2], !foreach(x, [10, 20], !add(x, 1))); }
