class C<list<int> l> { list<int> doubled = !foreach(e, l, !mul(e, 2)); }
def D : C<[1, 2, 3]>;
