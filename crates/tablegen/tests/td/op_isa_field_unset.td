class A;
class C { A a = ?; bit isA = !isa<A>(a); }
def X : C;
