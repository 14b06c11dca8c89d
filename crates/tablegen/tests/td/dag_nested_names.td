def ops; def add; def R;
def X { dag d = (ops (add R:$a, R:$b):$sum, $c); }
