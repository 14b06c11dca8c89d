foreach i = 0-3 in def V # i { string k = !cond(!eq(i, 0): "z", !lt(i, 2): "s", true: "b"); }
