def ops;
def A { dag d = (ops 1:$a, 2); string n0 = !getdagname(d, 0); string n1 = !getdagname(d, 1); }
