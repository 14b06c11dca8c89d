assert !eq(1, 1), "top level assert";
class C<int n> { assert !gt(n, 0), "n must be positive"; int v = n; }
def D : C<3>;
