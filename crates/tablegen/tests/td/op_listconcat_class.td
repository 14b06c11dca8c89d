class C<list<string> a, list<string> b> { list<string> all = !listconcat(a, b, ["end"]); }
def X : C<["a"], ["b", "c"]>;
