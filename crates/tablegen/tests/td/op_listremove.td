def A { list<int> a = !listremove([1, 2, 3, 2, 4], [2, 4]); list<string> b = !listremove(["a", "b"], ["c"]); }
