class C { int x = ?; int v = !if(!initialized(x), x, -1); }
def A : C;
def B : C { let x = 4; }
