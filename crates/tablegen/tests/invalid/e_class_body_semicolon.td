class C { int x = 1; };
