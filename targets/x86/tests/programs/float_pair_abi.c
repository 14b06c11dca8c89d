/* Structs of two floats (clang's <2 x float>, one XMM register in the psABI) and of three
   (<2 x float> then float, in xmm0 and xmm1) passed to and returned from functions compiled
   by gcc (float_pair_gcc.c), mixed with doubles and integers so the registers shift, and
   with eight pairs filling xmm0-7 (a ninth would be passed in memory, byval, which kiln
   does not support yet). */
#include <stdio.h>

typedef struct { float x, y; } F2;
typedef struct { float x, y, z; } F3;

F2 gcc_f2_add(F2 a, F2 b);
F3 gcc_f3_scale(F3 a, float k);
double gcc_f2_mixed(int i, F2 a, double d, F2 b, long l);
F2 gcc_f2_many(F2 a, F2 b, F2 c, F2 d, F2 e, F2 f, F2 g, F2 h);
float _Complex gcc_cmul(float _Complex a, float _Complex b);

__attribute__((noinline)) F2 kiln_f2_swap(F2 a) { F2 r = {a.y, a.x}; return r; }
__attribute__((noinline)) F3 kiln_f3_make(float a, float b, float c) { F3 r = {a, b, c}; return r; }
__attribute__((noinline)) double kiln_f2_mixed(int i, F2 a, double d, F2 b, long l) {
  return i + a.x * 10 + a.y * 100 + d + b.x * 1000 + b.y * 10000 + l;
}
__attribute__((noinline)) F2 kiln_f2_many(F2 a, F2 b, F2 c, F2 d, F2 e, F2 f, F2 g, F2 h) {
  F2 r = {a.x + b.x + c.x + d.x + e.x + f.x + g.x + h.x * 2,
          a.y - b.y + c.y - d.y + e.y - f.y + g.y - h.y * 2};
  return r;
}

int main(void) {
  F2 a = {1.5f, -2.25f}, b = {0.5f, 4.0f};
  F2 s = gcc_f2_add(a, b);
  F2 w = kiln_f2_swap(s);
  printf("%g %g %g %g\n", s.x, s.y, w.x, w.y);
  F3 t = gcc_f3_scale(kiln_f3_make(1, 2, 3), 1.5f);
  printf("%g %g %g\n", t.x, t.y, t.z);
  printf("%g %g\n", gcc_f2_mixed(3, a, 0.125, b, 7), kiln_f2_mixed(3, a, 0.125, b, 7));
  F2 p[10];
  for (int k = 0; k < 10; k++) { p[k].x = k + 0.5f; p[k].y = k * 2.0f; }
  F2 m = gcc_f2_many(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]);
  F2 n = kiln_f2_many(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]);
  printf("%g %g %g %g\n", m.x, m.y, n.x, n.y);
  float _Complex c = gcc_cmul(1.0f + 2.0f * __builtin_complex(0.0f, 1.0f), 3.0f - 1.0f * __builtin_complex(0.0f, 1.0f));
  printf("%g %g\n", __real__ c, __imag__ c);
  return 0;
}
