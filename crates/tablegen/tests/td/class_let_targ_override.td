class B<int x> { int v = x; int w = !mul(v, 2); }
class D : B<3> { let v = 10; }
def E : D;
