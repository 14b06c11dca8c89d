def A { int h = !head([5, 6, 7]); list<int> t = !tail([5, 6, 7]); list<int> t1 = !tail([1]); string hs = !head(["a", "b"]); }
