def A { int a = !logtwo(1); int b = !logtwo(8); int c = !logtwo(9); int d = !logtwo(1024); }
