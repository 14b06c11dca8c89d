class C { int x = 1; } class C { int y = 2; }
