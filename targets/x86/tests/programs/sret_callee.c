struct big { long a, b, c, d; };
struct big make(long x) { struct big r = { x, x + 1, x + 2, x + 3 }; return r; }
