class C<int x> { int a = x; int b = !add(a, 1); }
def D : C<1> { let a = 10; }
