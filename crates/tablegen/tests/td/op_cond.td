def A { int a = !cond(0: 1, 1: 2, 1: 3); string b = !cond(!eq(1, 2): "x", true: "y"); }
