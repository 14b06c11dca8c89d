def A { list<int> l = [1, nope]; }
