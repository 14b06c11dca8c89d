class C<int n> { dump "n = " # n; int v = n; }
def D : C<2>;
