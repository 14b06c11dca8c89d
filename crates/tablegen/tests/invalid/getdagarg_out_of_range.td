def ops; def A { int x = !getdagarg<int>((ops 1), 5); }
