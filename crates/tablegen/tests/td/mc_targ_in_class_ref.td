class C<string s> { string v = s; }
multiclass M<string p> { def _1 : C<p # "1">; def _2 : C<!strconcat(p, "2")>; }
defm X : M<"pre">;
