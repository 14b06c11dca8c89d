multiclass M<list<int> l> {
  foreach i = l in def _ # i { int v = i; }
}
defm X : M<[4, 5]>;
