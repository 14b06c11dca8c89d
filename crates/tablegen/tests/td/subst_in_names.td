foreach n = ["a_b", "c_d"] in def !subst("_", "", n);
