class A; class B : A;
class T<A x> { bit isB = !isa<B>(x); }
def a : A; def b : B;
def ta : T<a>;
def tb : T<b>;
