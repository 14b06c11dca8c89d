multiclass M<int a, int b = !mul(a, 3)> { def _x { int v = b; } }
defm P : M<2>;
defm Q : M<2, b = 1>;
