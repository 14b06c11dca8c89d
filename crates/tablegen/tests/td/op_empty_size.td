def ops;
def A { bit a = !empty([]<int>); bit b = !empty([1]); int c = !size([1, 2, 3]); int d = !size("hello"); bit e = !empty(""); int f = !size((ops 1, 2)); bit g = !empty((ops)); }
