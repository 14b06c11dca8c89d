def A { string s = 5; }
