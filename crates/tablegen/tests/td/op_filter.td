def A { list<int> ev = !filter(x, [1, 2, 3, 4, 5, 6], !eq(!and(x, 1), 0)); list<string> ne = !filter(s, ["", "a", ""], !ne(s, "")); }
