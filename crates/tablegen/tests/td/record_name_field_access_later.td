class C { int v = 3; }
def A : C;
def B { int x = !cast<C>("A").v; }
