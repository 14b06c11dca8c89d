foreach i = 3-1 in def R # i;
