def A { int a = !div(10, 3); int b = !div(-10, 3); int c = !div(7, -2); }
