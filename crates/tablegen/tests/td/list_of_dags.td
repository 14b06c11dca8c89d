def ops; def r;
def L { list<dag> ds = [(ops 1), (ops r:$x)]; }
