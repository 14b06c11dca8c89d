def A { list<int> l = !listsplat(1, "a"); }
