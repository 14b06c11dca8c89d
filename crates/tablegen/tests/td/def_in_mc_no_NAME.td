multiclass M { def plain; }
defm A : M;
