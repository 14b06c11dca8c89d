class C { int a = 1; int b = !add(a, 10); }
def D : C { let a = 5; }
