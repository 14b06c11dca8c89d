multiclass M { def _x { int v = 1; } }
defm : M;
defm : M;
