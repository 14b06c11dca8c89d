class C<list<int> l = [1, 2]> { list<int> v = l; }
def D1 : C;
def D2 : C<[3]>;
