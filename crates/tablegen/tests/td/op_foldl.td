def A { int sum = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x)); string cat = !foldl("", ["a", "b"], acc, s, acc # s); list<int> rev = !foldl([]<int>, [1, 2, 3], acc, x, !listconcat([x], acc)); }
