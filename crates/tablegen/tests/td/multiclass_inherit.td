multiclass A<int x> { def _a { int v = x; } }
multiclass B<int y> : A<!mul(y, 2)> { def _b { int v = y; } }
defm Z : B<3>;
