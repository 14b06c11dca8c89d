multiclass M<int n> { assert !ge(n, 0), "negative"; def _x { int v = n; } }
defm A : M<1>;
