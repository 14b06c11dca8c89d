def A { string s = !interleave([1], 1); }
