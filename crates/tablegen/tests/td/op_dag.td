def ops; def x; def y;
def A { dag a = !dag(ops, [x, y], ["a", "b"]); dag b = !dag(ops, [1, 2], ?); dag c = !dag(ops, ?, ["p", "q"]); }
