class C<int x = ?> { bit init = !initialized(x); }
def U : C;
def I : C<3>;
