class A { int v = 1; }
let v = 3 in class B : A;
def D : B;
