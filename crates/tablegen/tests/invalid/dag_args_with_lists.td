def ops;
def X { dag d = (ops [1, 2]:$l, "str":$s, ?:$u); }
