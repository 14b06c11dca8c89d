class C { int x = 1; string s = "hi"; }
def D : C;
