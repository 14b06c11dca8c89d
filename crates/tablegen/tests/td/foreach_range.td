foreach i = 0-3 in def R # i { int v = i; }
