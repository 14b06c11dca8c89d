class C { string full = NAME # "_suffix"; }
multiclass M { def _a : C; }
defm Pre : M;
def Plain : C;
