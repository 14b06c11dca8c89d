def A { list<int> sq = !foreach(x, [1, 2, 3], !mul(x, x)); list<string> s = !foreach(s, ["a", "b"], s # "!"); }
