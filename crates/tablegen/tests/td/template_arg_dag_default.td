def ops;
class C<dag d = (ops)> { dag v = d; }
def D : C;
