class A { int x = 1; int y = x; int z = !add(y, x); }
def B : A { let x = 2; }
def C : A;
