class A { int x = 1; }
class B : A { int x; }
def D : B;
