class C<list<int> l> { list<int> first2 = l[0...1]; list<int> rev = l[2...0]; }
def D : C<[7, 8, 9]>;
