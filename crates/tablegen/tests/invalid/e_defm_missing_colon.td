multiclass M { def a; } defm X M;
