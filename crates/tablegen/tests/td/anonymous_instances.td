class P<int a> { int v = a; }
class U { P p = P<5>; P q = P<5>; P r = P<6>; }
def D : U;
