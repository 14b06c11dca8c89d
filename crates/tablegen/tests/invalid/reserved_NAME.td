def A { int NAME = 1; }
