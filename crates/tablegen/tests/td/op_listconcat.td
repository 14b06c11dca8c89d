def A { list<int> a = !listconcat([1], [2, 3], [], [4]); list<string> b = !listconcat(["x"], ["y"]); }
