def A { list<int> l = ["a"]; }
