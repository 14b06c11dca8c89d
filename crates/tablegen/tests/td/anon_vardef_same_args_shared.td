class P<int a> { int v = a; }
def X { P p = P<1>; }
def Y { P p = P<1>; P q = P<2>; }
