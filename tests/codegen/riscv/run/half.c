// Driver for half.ll. riscv64 gcc 12 has no _Float16, so a half or bfloat crosses calls
// here as the float register holding it (its low 16 bits; the upper ones set, NaN-boxed),
// which is how the lp64d psABI passes it. The conversion routines libgcc 12 lacks are
// defined below (round to nearest even); kiln's and llc-22's builds use the same ones.
#include <stdint.h>
#include <stdio.h>
#include <string.h>
typedef float h16;
typedef uint16_t u16;
static u16 lo16(h16 f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u & 0xffff;
}
static h16 box(u16 b) {
  uint32_t u = 0xffff0000u | b;
  float f;
  memcpy(&f, &u, 4);
  return f;
}
// d rounded to nearest even into a format with eb exponent and mb mantissa bits.
static uint32_t narrow(double d, int eb, int mb) {
  uint64_t x;
  memcpy(&x, &d, 8);
  uint32_t sign = (uint32_t)(x >> 63) << (eb + mb);
  int exp = (int)((x >> 52) & 0x7ff);
  uint64_t mant = x & ((1ull << 52) - 1);
  uint32_t inf = ((1u << eb) - 1) << mb;
  if (exp == 0x7ff)
    return sign | inf | (mant ? (1u << (mb - 1)) | (uint32_t)(mant >> (52 - mb)) : 0);
  if (exp == 0 && mant == 0) return sign;
  int bias = (1 << (eb - 1)) - 1;
  int e = exp - 1023 + bias;
  if (e >= (1 << eb) - 1) return sign | inf;
  int shift = 52 - mb;
  if (exp != 0)
    mant |= 1ull << 52;
  else
    e = 1 - 1023 + bias;
  if (e <= 0) {
    shift += 1 - e;
    if (shift > 62) return sign;
    e = 0;
  }
  uint64_t h = mant >> shift, rem = mant & ((1ull << shift) - 1), half = 1ull << (shift - 1);
  if (rem > half || (rem == half && (h & 1))) h++;
  if (e > 0) return sign | (((uint32_t)e << mb) + (uint32_t)(h - (1ull << mb)));
  return sign | (uint32_t)h;
}
float __extendhfsf2(h16 a) {
  u16 h = lo16(a);
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ff, u;
  if (exp == 0x1f)
    u = sign | 0x7f800000 | (mant << 13);
  else if (exp == 0 && mant == 0)
    u = sign;
  else if (exp == 0) {
    int e = -14;
    while (!(mant & 0x400)) mant <<= 1, e--;
    u = sign | ((uint32_t)(e + 127) << 23) | ((mant & 0x3ff) << 13);
  } else
    u = sign | ((exp - 15 + 127) << 23) | (mant << 13);
  float f;
  memcpy(&f, &u, 4);
  return f;
}
h16 __truncsfhf2(float a) { return box(narrow(a, 5, 10)); }
h16 __truncdfhf2(double a) { return box(narrow(a, 5, 10)); }
h16 __truncsfbf2(float a) { return box(narrow(a, 8, 7)); }
h16 __truncdfbf2(double a) { return box(narrow(a, 8, 7)); }

static const u16 hv[] = {0, 0x8000, 0x3c00, 0xc100, 0x7bff, 0x0001, 0x0400, 0x7c00,
                         0xfc00, 0x7e00, 0x2e66, 0x4248, 0x63d0, 0x3555, 0xfbff};
static const u16 bv[] = {0, 0x8000, 0x3f80, 0xc020, 0x7f7f, 0x0001, 0x0080, 0x7f80,
                         0xff80, 0x7fc0, 0x3dcd, 0x4049, 0x447a, 0x3eab, 0xff7f};
#define NV 15
static const int64_t iv[] = {0, 1, -1, 7, -100, 65504, 65520, 1000000, -2147483647 - 1,
                             0x7fffffff, INT64_MIN, INT64_MAX, 0x123456789LL};
#define NI 13
static const double dv[] = {0.0, -0.0, 1.0, 0.1, 1e-8, 6e-8, 3e-5, 65504.0, 65519.99,
                            65520.0, 1e300, -1e-300, 3.14159265358979, 1.0009765625,
                            1.00048828125, 1.000732421875, 3.4e38, 1.0 / 0.0};
#define ND 18
static uint64_t hash;
static void mix(uint64_t v) { hash = (hash ^ v) * 1099511628211ULL; }
static void out(const char *name) { printf("%s %016llx\n", name, (unsigned long long)hash); }
static void start(void) { hash = 1469598103934665603ULL; }

#define DECL(ty)                                                                            \
  h16 fadd_##ty(h16, h16), fsub_##ty(h16, h16), fmul_##ty(h16, h16), fdiv_##ty(h16, h16);  \
  h16 fneg_##ty(h16), fabs_##ty(h16), sqrt_##ty(h16);                                       \
  h16 copysign_##ty(h16, h16), minnum_##ty(h16, h16), maxnum_##ty(h16, h16);               \
  h16 minimum_##ty(h16, h16), maximum_##ty(h16, h16);                                       \
  h16 fma_##ty(h16, h16, h16), fmuladd_##ty(h16, h16, h16);                                 \
  int fcmp_oeq_##ty(h16, h16), fcmp_olt_##ty(h16, h16), fcmp_ole_##ty(h16, h16),            \
      fcmp_one_##ty(h16, h16), fcmp_ord_##ty(h16, h16), fcmp_ueq_##ty(h16, h16),            \
      fcmp_ult_##ty(h16, h16), fcmp_uge_##ty(h16, h16), fcmp_une_##ty(h16, h16),            \
      fcmp_uno_##ty(h16, h16);                                                              \
  float ext_f_##ty(h16);                                                                    \
  double ext_d_##ty(h16);                                                                   \
  h16 trunc_f_##ty(float), trunc_d_##ty(double);                                            \
  int32_t fptosi_i32_##ty(h16);                                                             \
  uint32_t fptoui_i32_##ty(h16);                                                            \
  int64_t fptosi_i64_##ty(h16);                                                             \
  uint64_t fptoui_i64_##ty(h16);                                                            \
  h16 sitofp_i32_##ty(int32_t), uitofp_i32_##ty(uint32_t), sitofp_i64_##ty(int64_t),        \
      uitofp_i64_##ty(uint64_t);                                                            \
  u16 bits_##ty(h16);                                                                       \
  h16 from_bits_##ty(u16);                                                                  \
  void copy_##ty(u16 *, const u16 *, int);                                                  \
  h16 sum_##ty(const u16 *, int64_t);                                                       \
  h16 many_##ty(h16, h16, h16, h16, h16, h16, h16, h16, h16, h16);                          \
  h16 many_mixed_##ty(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,        \
                      int64_t, h16, h16, h16, h16, h16, h16, h16, h16, h16, h16);           \
  h16 call_many_##ty(h16);
DECL(half)
DECL(bfloat)

#define BIN(ty, vals, fn)                                                                   \
  start();                                                                                  \
  for (int i = 0; i < NV; i++)                                                              \
    for (int j = 0; j < NV; j++) mix(lo16(fn##_##ty(box(vals[i]), box(vals[j]))));          \
  out(#fn "_" #ty);
#define UN(ty, vals, fn)                                                                    \
  start();                                                                                  \
  for (int i = 0; i < NV; i++) mix(lo16(fn##_##ty(box(vals[i]))));                          \
  out(#fn "_" #ty);
#define CMP(ty, vals, fn)                                                                   \
  start();                                                                                  \
  for (int i = 0; i < NV; i++)                                                              \
    for (int j = 0; j < NV; j++) mix((uint64_t)fn##_##ty(box(vals[i]), box(vals[j])));      \
  out(#fn "_" #ty);
#define TRI(ty, vals, fn)                                                                   \
  start();                                                                                  \
  for (int i = 0; i < NV; i++)                                                              \
    for (int j = 0; j < NV; j++)                                                            \
      for (int k = 0; k < NV; k += 3)                                                       \
        mix(lo16(fn##_##ty(box(vals[i]), box(vals[j]), box(vals[k]))));                     \
  out(#fn "_" #ty);

#define RUN(ty, vals)                                                                       \
  BIN(ty, vals, fadd) BIN(ty, vals, fsub) BIN(ty, vals, fmul) BIN(ty, vals, fdiv)           \
  UN(ty, vals, fneg) UN(ty, vals, fabs) UN(ty, vals, sqrt)                                  \
  BIN(ty, vals, copysign) BIN(ty, vals, minnum) BIN(ty, vals, maxnum)                       \
  BIN(ty, vals, minimum) BIN(ty, vals, maximum) TRI(ty, vals, fma) TRI(ty, vals, fmuladd)   \
  CMP(ty, vals, fcmp_oeq) CMP(ty, vals, fcmp_olt) CMP(ty, vals, fcmp_ole)                   \
  CMP(ty, vals, fcmp_one) CMP(ty, vals, fcmp_ord) CMP(ty, vals, fcmp_ueq)                   \
  CMP(ty, vals, fcmp_ult) CMP(ty, vals, fcmp_uge) CMP(ty, vals, fcmp_une)                   \
  CMP(ty, vals, fcmp_uno)                                                                   \
  start();                                                                                  \
  for (int i = 0; i < NV; i++) {                                                            \
    float f = ext_f_##ty(box(vals[i]));                                                     \
    double d = ext_d_##ty(box(vals[i]));                                                    \
    uint32_t fu;                                                                            \
    uint64_t du;                                                                            \
    memcpy(&fu, &f, 4);                                                                     \
    memcpy(&du, &d, 8);                                                                     \
    mix(fu), mix(du);                                                                       \
    mix(bits_##ty(box(vals[i])));                                                           \
    mix(lo16(from_bits_##ty(vals[i])));                                                     \
    /* out-of-range conversions are poison: only the values that fit */                    \
    if (f > -2147483648.0f && f < 2147483648.0f) mix((uint64_t)fptosi_i32_##ty(box(vals[i]))); \
    if (f >= 0.0f && f < 4294967296.0f) mix(fptoui_i32_##ty(box(vals[i])));                 \
    if (f > -9.2e18f && f < 9.2e18f) mix((uint64_t)fptosi_i64_##ty(box(vals[i])));          \
    if (f >= 0.0f && f < 1.8e19f) mix(fptoui_i64_##ty(box(vals[i])));                       \
  }                                                                                         \
  out("conversions_from_" #ty);                                                             \
  start();                                                                                  \
  for (int i = 0; i < ND; i++) {                                                            \
    mix(lo16(trunc_f_##ty((float)dv[i])));                                                  \
    mix(lo16(trunc_d_##ty(dv[i])));                                                         \
    mix(lo16(trunc_d_##ty(-dv[i])));                                                        \
  }                                                                                         \
  for (int i = 0; i < NI; i++) {                                                            \
    mix(lo16(sitofp_i32_##ty((int32_t)iv[i])));                                             \
    mix(lo16(uitofp_i32_##ty((uint32_t)iv[i])));                                            \
    mix(lo16(sitofp_i64_##ty(iv[i])));                                                      \
    mix(lo16(uitofp_i64_##ty((uint64_t)iv[i])));                                            \
  }                                                                                         \
  out("conversions_to_" #ty);                                                               \
  {                                                                                         \
    u16 dst[NV];                                                                            \
    start();                                                                                \
    for (int i = 0; i < NV; i++) {                                                          \
      copy_##ty(&dst[i], &vals[i], i & 1);                                                  \
      mix(dst[i]);                                                                          \
    }                                                                                       \
    mix(lo16(sum_##ty(vals, 5)));                                                           \
    mix(lo16(sum_##ty(vals + 10, 3)));                                                      \
    out("memory_" #ty);                                                                     \
    start();                                                                                \
    for (int i = 0; i < NV; i++) {                                                          \
      h16 a = box(vals[i]), b = box(vals[(i + 3) % NV]);                                    \
      mix(lo16(many_##ty(a, b, a, b, a, b, a, b, a, b)));                                   \
      mix(lo16(many_mixed_##ty(1, 2, 3, 4, 5, 6, 7, 8, a, b, a, b, a, b, a, b, a, b)));     \
      mix(lo16(call_many_##ty(a)));                                                         \
    }                                                                                       \
    out("calls_" #ty);                                                                      \
  }

int main(void) {
  RUN(half, hv)
  RUN(bfloat, bv)
  return 0;
}
