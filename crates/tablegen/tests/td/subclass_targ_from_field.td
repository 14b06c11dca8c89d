class Base<int v> { int bv = v; }
class Der<int w> : Base<!mul(w, 2)> { int dw = w; }
def X : Der<4>;
