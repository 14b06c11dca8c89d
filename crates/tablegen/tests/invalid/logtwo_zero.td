def A { int x = !logtwo(0); }
