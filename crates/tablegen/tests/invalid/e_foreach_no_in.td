foreach i = [1] def A;
