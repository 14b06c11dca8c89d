def ops; def r;
def A { dag d = !foreach(x, (ops r:$a, (ops r:$b):$c), x); }
