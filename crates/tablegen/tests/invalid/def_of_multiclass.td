multiclass M { def _x; } def A : M;
