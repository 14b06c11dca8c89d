class C<list<string> l> { string joined = !interleave(l, "|"); }
def X : C<["p", "q"]>;
