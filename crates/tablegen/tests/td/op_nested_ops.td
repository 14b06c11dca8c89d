def A { int a = !add(!mul(2, 3), !sub(10, !div(8, 2))); string s = !strconcat(!tolower("AB"), !cast<string>(!size([1, 2]))); }
