multiclass M { def a; } multiclass M { def b; }
