class C<int unused> { int a = 1; }
def D : C<5>;
