/* The gcc-compiled side of float_pair_abi.c: it calls kiln's functions back. */
typedef struct { float x, y; } F2;
typedef struct { float x, y, z; } F3;
F2 kiln_f2_swap(F2 a);
F2 gcc_f2_add(F2 a, F2 b) { F2 r = {a.x + b.x, a.y + b.y}; return kiln_f2_swap(kiln_f2_swap(r)); }
F3 gcc_f3_scale(F3 a, float k) { F3 r = {a.x * k, a.y * k, a.z * k}; return r; }
double gcc_f2_mixed(int i, F2 a, double d, F2 b, long l) {
  return i + a.x * 10 + a.y * 100 + d + b.x * 1000 + b.y * 10000 + l;
}
F2 gcc_f2_many(F2 a, F2 b, F2 c, F2 d, F2 e, F2 f, F2 g, F2 h) {
  F2 r = {a.x + b.x + c.x + d.x + e.x + f.x + g.x + h.x * 2,
          a.y - b.y + c.y - d.y + e.y - f.y + g.y - h.y * 2};
  return r;
}
float _Complex gcc_cmul(float _Complex a, float _Complex b) { return a * b; }
