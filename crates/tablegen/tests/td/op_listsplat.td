def A { list<int> a = !listsplat(7, 3); list<string> b = !listsplat("s", 2); list<int> c = !listsplat(1, 0); }
