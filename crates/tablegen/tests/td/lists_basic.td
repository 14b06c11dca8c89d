def L { list<int> a = [1, 2, 3]; list<string> b = ["x", "y"]; list<int> c = []; list<bits<2>> d = [0, 1, 2]; list<list<int>> e = [[1], [2, 3], []]; }
