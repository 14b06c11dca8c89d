class A; class B : A; class C : A; class D : B, C;
def X : D;
