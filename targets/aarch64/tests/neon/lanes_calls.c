/* Building vectors (dup from general and FP registers, zero, constants, lane inserts),
   lanes taken out (umov, mov s/d), shuffles, vector phis across blocks, vectors passed
   and returned in q registers, and vectors live across calls (q8-q15's upper halves are
   not preserved by a callee). */
#include "common.h"
NI v4i32 splat_i(int x) { v4i32 v = {x, x, x, x}; return v; }
NI v16i8 splat_b(int x) { v16i8 v = {0}; for (int i = 0; i < 16; i++) v[i] = (int8_t)x; return v; }
NI v4f32 splat_f(float x) { v4f32 v = {x, x, x, x}; return v; }
NI v2f64 build_d(double x, double y) { v2f64 v = {y, x}; return v; }
NI v8i16 build_h(short a, short b, short c) { v8i16 v = {a, b, c, 0, a, b, 7, -1}; return v; }
NI v4i32 ins(v4i32 v, int x, int k) { v[k & 3] = x; v[2] = x + 1; return v; }
NI int ext(v4i32 v, int k) { return v[k & 3] * 10 + v[1]; }
NI float extf(v4f32 v, int k) { return v[k & 3] + v[0] * v[3]; }
NI v4i32 rev(v4i32 v) { return __builtin_shufflevector(v, v, 3, 2, 1, 0); }
NI v4i32 zip(v4i32 a, v4i32 b) { return __builtin_shufflevector(a, b, 0, 4, 1, 5); }
NI v2f64 many(v2f64 a, v2f64 b, v2f64 c, v2f64 d, v2f64 e, v2f64 f, v2f64 g, v2f64 h, v2f64 i) {
  return a + b * c - d + e * f - g + h * i;
}
NI int sum(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
NI float dot(const float *p, const float *q, int n) { float s = 0; for (int i = 0; i < n; i++) s += p[i] * q[i]; return s; }
NI v4i32 clobber(v4i32 x) { volatile v4i32 t[12]; for (int i = 0; i < 12; i++) t[i] = x * i; v4i32 r = t[0]; for (int i = 1; i < 12; i++) r += t[i] * t[i - 1]; return r; }
NI v4i32 keep(v4i32 a, v4i32 b) { v4i32 c = a * b; v4i32 d = clobber(a); v4i32 e = clobber(d + c); return c + d + e; }
typedef int32_t v8i32 __attribute__((vector_size(32)));
/* A 256-bit vector: split in two q registers as an argument and result, kept lane by lane
   across the loop's blocks. */
NI v8i32 wide(v8i32 a, int n) { v8i32 s = a; for (int i = 0; i < n; i++) s = s * 3 + a; return s; }
NI long dotl(const int *p, const int *q, int n) { long s = 0; for (int i = 0; i < n; i++) s += (long)p[i] * q[i]; return s; }
int main(void) {
  p4("splat", splat_i(-42));
  p16("splatb", splat_b(300));
  pf("splatf", splat_f(2.5f));
  pd("build", build_d(1.25, -3.5));
  p8("buildh", build_h(5, -6, 700));
  v4i32 v = {1, 2, 3, 4};
  p4("ins", ins(v, 99, 3));
  printf("ext %d %d\n", ext(v, 2), ext(v, 7));
  v4f32 f = {1.5f, 2.5f, -3.0f, 0.25f};
  printf("extf %a\n", extf(f, 1));
  p4("rev", rev(v));
  p4("zip", zip(v, splat_i(9)));
  v2f64 a = {1, 2};
  pd("many", many(a, a + 1, a * 2, a - 3, a, a + a, a, a * a, a + 0.5));
  int arr[103];
  float fa[103], fb[103];
  for (int i = 0; i < 103; i++) { arr[i] = i * i - 50; fa[i] = i * 0.5f; fb[i] = 1.0f / (i + 1); }
  printf("sum %d dot %a\n", sum(arr, 103), dot(fa, fb, 103));
  p4("keep", keep(v, splat_i(3)));
  v8i32 w = {1, -2, 3, -4, 5, -6, 7, -8};
  v8i32 r = wide(w, 5);
  for (int i = 0; i < 8; i++) printf(" %d", r[i]);
  printf("\ndotl %ld\n", dotl(arr, arr, 103));
  return 0;
}
