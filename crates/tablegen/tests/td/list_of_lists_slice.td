def A { list<list<int>> l = [[1, 2], [3]]; list<list<int>> s = l[0...1]; list<int> h = !head(l); }
