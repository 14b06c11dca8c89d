multiclass M { }
