def ops;
def A { dag d = (ops 1:$a, 2:$b); dag e = !setdagarg(d, 0, 9); dag f = !setdagarg(d, "b", "x"); dag g = !setdagname(d, 1, "z"); dag h = !setdagname(d, "a", "w"); }
