foreach i = "abc" in def A # i;
