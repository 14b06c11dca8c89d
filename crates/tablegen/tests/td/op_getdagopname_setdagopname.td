def ops;
def A { dag d = (ops:$name 1); string n = !getdagopname(d); dag e = !setdagopname(d, "other"); string m = !getdagopname(e); }
