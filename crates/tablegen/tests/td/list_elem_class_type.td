class A; class B : A; class C : A;
def b : B; def c : C;
def L { list<A> l = [b, c]; }
