foreach i = [1, 2] in def R # i { string s = "r" # i; int n = i; }
