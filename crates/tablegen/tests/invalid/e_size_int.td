def A { int n = !size(1); }
