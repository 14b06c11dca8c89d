multiclass M<int n> { assert !ne(NAME, ""), "has name"; def _d { int v = n; } }
defm Q : M<1>;
