def A { list<int> a = !listflatten([[1, 2], []<int>, [3]]); list<int> b = !listflatten([1, 2]); list<list<string>> c = [["x"], ["y", "z"]]; list<string> d = !listflatten(c); }
class F<list<list<int>> l> { list<int> flat = !listflatten(l); }
def G : F<[[4], [5, 6]]>;
