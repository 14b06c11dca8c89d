def ops; def A { int x = !getdagop<int>((ops)); }
