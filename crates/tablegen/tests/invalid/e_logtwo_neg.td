def A { int x = !logtwo(-4); }
