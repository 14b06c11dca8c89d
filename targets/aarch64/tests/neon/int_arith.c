/* Integer lane arithmetic and logic on every 128-bit type (add sub mul and orr eor). */
#include "common.h"
NI v16i8 b_ops(v16i8 a, v16i8 b) { return (a + b) * (a - b) ^ (a & b) | (b - a); }
NI v8i16 h_ops(v8i16 a, v8i16 b) { return (a + b) * (a - b) ^ (a & b) | (b - a); }
NI v4i32 s_ops(v4i32 a, v4i32 b) { return (a + b) * (a - b) ^ (a & b) | (b - a); }
NI v2i64 d_ops(v2i64 a, v2i64 b) { return (a + b) ^ (a & b) | (b - a); }
NI v2i64 d_mul(v2i64 a, v2i64 b) { return a * b; }
NI v4i32 s_neg(v4i32 a) { return -a + ~a; }
NI void minmax(int *restrict r, const int *restrict a, const int *restrict b, unsigned short *restrict h, const unsigned short *restrict g, int n) {
  for (int i = 0; i < n; i++) { r[i] = (a[i] > b[i] ? a[i] : b[i]) - (a[i] < b[i] ? a[i] : b[i]); h[i] = h[i] < g[i] ? h[i] : g[i]; }
}
int main(void) {
  v16i8 b1 = {1, -2, 3, 100, -128, 127, 7, 8, 9, 10, -11, 12, 13, 14, 15, 16};
  v16i8 b2 = {5, 6, -7, 8, 9, 10, 11, 12, -13, 14, 15, 16, 17, 18, 19, -20};
  p16("b", b_ops(b1, b2));
  v8i16 h1 = {1000, -2000, 3, 32767, -32768, 5, 6, 7};
  v8i16 h2 = {9, 1000, -11, 2, 3, -4, 5000, 6};
  p8("h", h_ops(h1, h2));
  v4i32 s1 = {123456, -7, 2147483647, 99};
  v4i32 s2 = {-654321, 8, 3, -100000};
  p4("s", s_ops(s1, s2));
  p4("neg", s_neg(s1));
  v2i64 d1 = {1234567890123LL, -5};
  v2i64 d2 = {-987654321LL, 77};
  p2("d", d_ops(d1, d2));
  p2("dmul", d_mul(d1, d2));
  int r[45], a[45], b[45];
  unsigned short h[45], g[45];
  for (int i = 0; i < 45; i++) { a[i] = i * 7919 % 101 - 50; b[i] = i * 31 % 97 - 40; h[i] = (unsigned short)(i * 4099); g[i] = (unsigned short)(65535 - i * 977); }
  minmax(r, a, b, h, g, 45);
  for (int i = 0; i < 45; i += 3) printf("%d %u\n", r[i], h[i]);
  return 0;
}
