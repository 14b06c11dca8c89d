def ops; def other;
class Base; def bop : Base;
def A { dag d = (ops 1, 2); Base o = !getdagop<Base>((bop 1)); dag s = !setdagop(d, other); }
