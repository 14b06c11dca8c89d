def A { string s = "quote\" back\\ tab\t nl\n"; code c = [{ "q" }]; }
