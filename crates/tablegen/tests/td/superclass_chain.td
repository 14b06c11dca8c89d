class A { int a = 1; }
class B : A { int b = 2; }
class C : B { int c = 3; }
class D2 { int d = 4; }
def X : C, D2;
