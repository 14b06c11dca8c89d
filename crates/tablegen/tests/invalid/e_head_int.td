def A { int n = !head(1); }
