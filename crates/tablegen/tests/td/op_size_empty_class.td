class C<list<int> l> { int n = !size(l); bit e = !empty(l); }
def A : C<[]>;
def B : C<[1, 2]>;
