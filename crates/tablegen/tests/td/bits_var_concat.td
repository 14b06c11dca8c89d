class C<bits<2> x, bits<3> y> { bits<5> z = {x, y}; bits<6> w = {1, x, y}; }
def D : C<0b10, 0b011>;
