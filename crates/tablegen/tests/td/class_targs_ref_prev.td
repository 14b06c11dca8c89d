class C<int a, int b = !mul(a, 2)> { int x = b; }
def D : C<5>;
