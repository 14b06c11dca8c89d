foreach i = !range(3) in def Z # i;
