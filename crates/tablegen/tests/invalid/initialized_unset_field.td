class C { int x = ?; bit init = !initialized(x); string s = ?; bit sinit = !initialized(s); }
def U : C;
def I : C { let x = 3; let s = "s"; }
