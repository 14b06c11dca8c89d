class C<int n> { int v = n; }
foreach i = [1, 2, 3] in def : C<i>;
