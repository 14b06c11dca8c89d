multiclass Inner<string s> { foreach i = [0, 1] in { defvar t = s # i; def _ # t { string v = t; string n = NAME; } } }
multiclass Outer<string s> { defm _x : Inner<s>; let v = "over" in defm _y : Inner<s # "y">; }
defm Top : Outer<"q">;
