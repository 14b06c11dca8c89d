class A; class B : A; class C : B;
def b : B; def c : C;
def L { list<A> l = [c, b]; list<B> m = [b, c]; }
