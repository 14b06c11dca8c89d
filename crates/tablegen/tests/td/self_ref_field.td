def D { int a = 1; int b = !add(a, 1); int c = !mul(b, 2); }
