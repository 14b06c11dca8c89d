class I { bits<4> b = 0; }
let b<0> = 1 in class J : I;
def K : J;
