class C<int a = 1, int b = 2, string c = "c"> { int x = a; int y = b; string z = c; }
def D1 : C<b = 5>;
def D2 : C<3, c = "q">;
def D3 : C<c = "w", a = 9>;
