class C<int n> { defvar twice = !mul(n, 2); int a = twice; int b = !add(twice, 1); }
def D : C<4>;
