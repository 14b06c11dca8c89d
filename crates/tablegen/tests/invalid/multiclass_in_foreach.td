foreach i = [1] in { multiclass M { def x; } }
