def A { int x = !head([]<int>); }
