class C<list<int> l> { int max = !foldl(0, l, m, x, !if(!gt(x, m), x, m)); }
def D : C<[3, 9, 2]>;
