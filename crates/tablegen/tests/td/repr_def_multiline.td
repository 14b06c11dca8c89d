class C<int n> { int v = n; list<int> l = [n]; }
def a : C<1>;
def R { string r = !repr(a); }
