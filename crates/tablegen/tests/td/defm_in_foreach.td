multiclass M<int v> { def _d { int x = v; } }
foreach i = [1, 2] in defm N # i : M<i>;
