def ops; def a; def b;
def A { dag d = !foreach(x, (ops a, b), !if(!eq(x, a), b, x)); }
