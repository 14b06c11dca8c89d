def ops; def A { string s = !getdagname((ops 1), 3); }
