multiclass A { def _a; }
multiclass B { def _b; }
multiclass C : A, B { def _c; }
defm Z : C;
