class R;
defset list<R> S = { foreach i = 0-2 in def R # i : R; }
def U { list<R> s = S; }
