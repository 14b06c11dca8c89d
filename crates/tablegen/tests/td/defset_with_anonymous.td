class R<int n> { int v = n; }
defset list<R> S = { def : R<1>; def named : R<2>; }
def U { list<R> s = S; }
