def A { list<int> a = !listflatten([[1, 2], [], [3]]); list<int> b = !listflatten([1, 2]); }
