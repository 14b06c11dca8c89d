foreach i = 5...7 in def R # i { int v = i; }
