def A { string s = !strconcat(1, "a"); }
