class C<list<int> l> { list<int> big = !filter(x, l, !gt(x, 2)); }
def D : C<[1, 5, 3, 0]>;
