class A; class B : A; class C : A;
def b : B; def c : C;
class U<list<A> l> { list<A> v = l; }
def X : U<[b, c]>;
