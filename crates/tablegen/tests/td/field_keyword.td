class C { field bits<4> f = ?; field int g; int h = 3; }
def D : C;
