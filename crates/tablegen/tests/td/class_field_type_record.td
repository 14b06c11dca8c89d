class R { string n = ""; }
def r1 : R { let n = "one"; }
class U<R r> { R reg = r; string name = reg.n; }
def u : U<r1>;
