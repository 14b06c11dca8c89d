def A { int x = "s"; }
