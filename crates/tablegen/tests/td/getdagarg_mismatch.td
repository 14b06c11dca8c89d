def ops; def r;
def A { dag d = (ops r:$a, 1:$b); int x = !getdagarg<int>(d, "a"); int y = !getdagarg<int>(d, "b"); }
