def A { list<int> a = !range(4); list<int> b = !range(2, 5); list<int> c = !range(0, 10, 3); list<int> d = !range(5, 0, -2); list<int> e = !range(["a", "b", "c"]); list<int> f = !range(3, 1); }
