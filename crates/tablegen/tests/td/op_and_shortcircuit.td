class C<int x> { int v = !and(0, x); int w = !or(-1, x); }
def X : C<3>;
