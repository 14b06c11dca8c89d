multiclass M<list<int> l> { defvar n = !size(l); def _d { int size = n; list<int> rev = !foldl([]<int>, l, a, e, !listconcat([e], a)); } }
defm A : M<[1, 2, 3]>;
