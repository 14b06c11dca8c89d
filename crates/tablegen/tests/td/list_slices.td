def L { list<int> a = [10, 11, 12, 13, 14]; int e = a[2]; list<int> s = a[1...3]; list<int> t = a[0, 4]; list<int> u = a[4, 0-2]; list<int> v = a[3,]; }
