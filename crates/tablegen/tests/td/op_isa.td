class A; class B : A; class C;
def b : B;
def X { bit i1 = !isa<A>(b); bit i2 = !isa<C>(b); bit i3 = !isa<B>(b); }
