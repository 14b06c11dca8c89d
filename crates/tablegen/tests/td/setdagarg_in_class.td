def ops;
class C<dag d, int v> { dag e = !setdagarg(d, 0, v); }
def X : C<(ops 1:$a, 2:$b), 9>;
