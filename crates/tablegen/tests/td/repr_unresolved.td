class C<int n> { string r = !repr(n); string l = !repr([n, 1]); }
def D : C<3>;
