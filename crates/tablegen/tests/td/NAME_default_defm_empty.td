multiclass M { def NAME # _s; }
defm "" : M;
