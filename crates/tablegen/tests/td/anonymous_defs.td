class C<int n> { int v = n; }
def : C<1>;
def : C<2>;
def named : C<3>;
