class P<int a, int b = 5> { int s = !add(a, b); }
def X { int v = P<1>.s; int w = P<1, 2>.s; }
