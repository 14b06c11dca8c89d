class C<bit b> { int v = !if(b, 1, 2); string s = !if(b, "t", "f"); }
def T : C<1>;
def F : C<0>;
