class C<int a, int b = 7> { int sum = !add(a, b); }
def D1 : C<1>;
def D2 : C<1, 2>;
