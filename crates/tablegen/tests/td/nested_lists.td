def X { list<list<string>> ll = [["a"], ["b", "c"]]; list<string> f = ll[1]; string g = ll[1][0]; }
