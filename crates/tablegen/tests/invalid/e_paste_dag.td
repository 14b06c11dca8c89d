def ops; def A { string s = (ops) # "x"; }
