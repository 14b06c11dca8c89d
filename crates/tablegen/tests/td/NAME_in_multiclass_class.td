class C { string n = NAME; }
multiclass M { def _a : C; def _b : C; }
defm Z : M;
