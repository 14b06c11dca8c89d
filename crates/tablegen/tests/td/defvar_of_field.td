class C { int a = 1; defvar b = a; int c = !add(b, 1); }
def D : C { let a = 5; }
