class A { int x = 1; int y = !mul(x, 2); }
class B : A { let x = 5; }
def D : B;
