/* Lane compares into masks and selects on them (cmeq cmgt cmge cmhi cmhs, fcmeq fcmgt
   fcmge, mvn, bsl), as GCC vector code and as vectorized loops. */
#include "common.h"
NI v4i32 sel_s(v4i32 a, v4i32 b) { v4i32 r; for (int i = 0; i < 4; i++) r[i] = a[i] > b[i] ? a[i] * 2 : b[i] - a[i]; return r; }
NI v4i32 cmps(v4i32 a, v4i32 b) { return (a == b) + (a != b) * 2 + (a >= b) * 4 + (a <= b) * 8 + (a < b) * 16; }
NI v4i32 cmpu(v4u32 a, v4u32 b) { return (a > b) + (a >= b) * 2 + (a < b) * 4 + (a <= b) * 8; }
NI v16i8 cmpb(v16i8 a, v16i8 b) { v16i8 m = a > b; return (a & m) | ((b + 1) & ~m); }
NI v8i16 cmph(v8u16 a, v8u16 b) { v8i16 r; for (int i = 0; i < 8; i++) r[i] = a[i] < b[i] ? a[i] : b[i] ^ 3; return r; }
NI v2i64 cmpd(v2i64 a, v2i64 b) { v2i64 r; for (int i = 0; i < 2; i++) r[i] = a[i] < b[i] ? a[i] : b[i] << 2; return r; }
NI v4i32 cmpf(v4f32 a, v4f32 b) { return (a == b) + (a != b) * 2 + (a > b) * 4 + (a >= b) * 8 + (a < b) * 16 + (a <= b) * 32; }
NI v2f64 self(v2f64 a, v2f64 b) { v2f64 r; for (int i = 0; i < 2; i++) r[i] = a[i] > b[i] ? a[i] : b[i] * 3.0; return r; }
NI void clampf(float *restrict r, const float *restrict a, int n) { for (int i = 0; i < n; i++) r[i] = a[i] > 1.0f ? 1.0f : (a[i] < -1.0f ? -1.0f : a[i] * 0.5f); }
NI void pick(int *restrict r, const int *restrict a, const int *restrict b, int n) { for (int i = 0; i < n; i++) r[i] = a[i] == b[i] ? 7 : (a[i] & 1 ? a[i] : b[i]); }
int main(void) {
  v4i32 a = {1, -5, 7, 100}, b = {1, 3, -7, 200};
  p4("sel", sel_s(a, b));
  p4("cmps", cmps(a, b));
  p4("cmpu", cmpu((v4u32)a, (v4u32)b));
  v16i8 c = {1, -2, 3, 100, -128, 127, 7, 8, 9, 10, -11, 12, 13, 14, 15, 16};
  v16i8 d = {5, 6, -7, 8, 9, 10, 11, 12, -13, 14, 15, 16, 17, 18, 19, -20};
  p16("cmpb", cmpb(c, d));
  v8u16 e = {1, 65535, 3, 40000, 5, 6, 7, 8}, f = {2, 1, 3, 50000, 0, 9, 7, 1};
  p8("cmph", cmph(e, f));
  v2i64 g = {-5, 1LL << 40}, h = {3, 5};
  p2("cmpd", cmpd(g, h));
  v4f32 x = {1.0f, 2.0f, __builtin_nanf(""), -0.0f}, y = {1.0f, 3.0f, 1.0f, 0.0f};
  p4("cmpf", cmpf(x, y));
  v2f64 u = {1.5, __builtin_nan("")}, w = {2.5, 1.0};
  pd("self", self(u, w));
  float r[41], s[41];
  int ri[41], ai[41], bi[41];
  for (int i = 0; i < 41; i++) { s[i] = (i - 20) * 0.125f; ai[i] = i * 37 % 11; bi[i] = i % 5; }
  clampf(r, s, 41);
  pick(ri, ai, bi, 41);
  for (int i = 0; i < 41; i += 4) printf("%a %d\n", r[i], ri[i]);
  return 0;
}
