class C<bits<4> b> { bit z = !eq(b, 0); bit o = !eq(b, 0b0001); }
def A : C<0>;
def B : C<1>;
