class P<int a> { int v = a; }
class U<int x> { int pv = P<x>.v; }
def X : U<4>;
