// Anonymous defs that refer to themselves through NAME, instantiated several times by a
// multiclass (named and anonymous defm) and a foreach: each copy is renamed and must name itself.
class D<string self> { D d = !cast<D>(self); }
class W<int i> { int v = i; }
class X<int i> { W w = W<i>; X me = !cast<X>(NAME); }
def : X<1>;
def x2 : X<2>;
def : X<3>;
defvar v = X<4>;
def : W<9>;
multiclass MC<int k> { def : X<k>; def _n : X<k>; }
defm : MC<7>;
defm m : MC<8>;
foreach i = [20, 21] in def : X<i>;
