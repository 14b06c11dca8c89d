def X; def Y;
def A { bit a = !eq(X, X); bit b = !eq(X, Y); bit c = !ne(X, Y); }
