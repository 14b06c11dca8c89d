def A { string s = "\q"; }
