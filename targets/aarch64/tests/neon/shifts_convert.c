/* Shifts by constants (shl ushr sshr), by variable amounts (unrolled), and int/fp lane
   conversions (scvtf ucvtf fcvtzs fcvtzu). */
#include "common.h"
NI v16i8 b_sh(v16i8 a) { return (a << 3) + (a >> 2) + (v16i8)((v16u8)a >> 5); }
NI v8i16 h_sh(v8i16 a) { return (a << 9) + (a >> 15) + (v8i16)((v8u16)a >> 1); }
NI v4i32 s_sh(v4i32 a) { return (a << 31) + (a >> 7) + (v4i32)((v4u32)a >> 30); }
NI v2i64 d_sh(v2i64 a) { return (a << 1) + (a >> 63) + (v2i64)((v2u64)a >> 33); }
NI v4i32 s_var(v4i32 a, v4i32 n) { return (a << n) ^ (a >> n); }
NI v4f32 s_to_f(v4i32 a) { return __builtin_convertvector(a, v4f32) + __builtin_convertvector((v4u32)a, v4f32); }
NI v2f64 d_to_f(v2i64 a) { return __builtin_convertvector(a, v2f64) + __builtin_convertvector((v2u64)a, v2f64); }
NI v4i32 f_to_s(v4f32 a) { return __builtin_convertvector(a, v4i32) + (v4i32)__builtin_convertvector(a * a, v4u32); }
NI v2i64 f_to_d(v2f64 a) { return __builtin_convertvector(a, v2i64) + (v2i64)__builtin_convertvector(a * a, v2u64); }
int main(void) {
  v16i8 b = {1, -2, 3, 100, -128, 127, 7, 8, 9, 10, -11, 12, 13, 14, 15, 16};
  p16("b", b_sh(b));
  v8i16 h = {1000, -2000, 3, 32767, -32768, 5, 6, 7};
  p8("h", h_sh(h));
  v4i32 s = {123456, -7, 2147483647, -2147483647 - 1};
  p4("s", s_sh(s));
  v4i32 n = {0, 5, 17, 31};
  p4("var", s_var(s, n));
  v2i64 d = {1234567890123LL, -5};
  p2("d", d_sh(d));
  pf("cvt", s_to_f(s));
  pd("cvtd", d_to_f(d));
  v4f32 f = {1.5f, -2.75f, 1000.25f, 3e4f};
  p4("cvt2", f_to_s(f));
  v2f64 g = {12345.75, -9.5};
  p2("cvt3", f_to_d(g));
  return 0;
}
