class C<int a, string s> { int x = !add(a, 1); string t = s # "!"; list<int> l = [a, a]; bits<4> b = a; }
