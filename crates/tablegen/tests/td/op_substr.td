def A { string a = !substr("hello world", 6); string b = !substr("hello", 1, 3); string c = !substr("abc", 0, 0); string d = !substr("abc", 1, 100); }
