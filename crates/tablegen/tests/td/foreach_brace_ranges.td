foreach i = {1, 3-5, 9} in def R # i;
