foreach i = -1...3 in def X # i;
