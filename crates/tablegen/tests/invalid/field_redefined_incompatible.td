class A { int x = 1; } def B : A { string x = "s"; }
