multiclass M<int a, int b = 2> { def _x { int s = !add(a, b); } }
defm A : M<1>;
defm B : M<1, 5>;
