multiclass M { def _x { string n = NAME; } }
defm : M;
