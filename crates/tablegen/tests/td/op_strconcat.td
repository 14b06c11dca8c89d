def A { string a = !strconcat("a", "b"); string b = !strconcat("x", "y", "z", "w"); }
