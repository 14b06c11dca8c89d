def L { list<int> a = []<int>; list<string> b = !listconcat([]<string>, ["x"]); }
