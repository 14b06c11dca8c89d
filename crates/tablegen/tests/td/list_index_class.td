class C<list<string> l> { string first = l[0]; string last = l[!sub(!size(l), 1)]; }
def X : C<["a", "b", "c"]>;
