class C<string n> { string nm = n; }
multiclass M<string s> { def _d : C<s # NAME>; }
multiclass N { defm _i : M<NAME>; }
defm Top : N;
