def ops; def r;
def A { dag d = (ops 1:$a, "s":$b, r:$c); int a = !getdagarg<int>(d, 0); string b = !getdagarg<string>(d, "b"); int c = !getdagarg<int>(d, 1); }
