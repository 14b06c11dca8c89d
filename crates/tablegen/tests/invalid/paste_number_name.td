foreach i = [8, 16] in def i # bit;
