class C<int a> { int a2 = a; int b = 3; }
class D<int b> : C<b> { int c = b; }
def E : D<7>;
