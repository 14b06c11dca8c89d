multiclass M<list<string> l> { foreach s = l in def NAME # "_" # s; }
defm P : M<["a", "b"]>;
