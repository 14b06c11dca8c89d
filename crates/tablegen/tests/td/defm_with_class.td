class Tag { string tag = "t"; }
class Num<int n> { int num = n; }
multiclass M { def _x; def _y; }
defm A : M, Tag, Num<3>;
