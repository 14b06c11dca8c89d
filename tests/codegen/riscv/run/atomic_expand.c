// Driver for atomic_expand.ll: each operation on edge values; prints the returned old value
// and the memory afterwards as bits.
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
typedef float (*ff)(float *, float);
typedef double (*df)(double *, double);
#define DECL3(op)                                                                          \
  float op##_float_0(float *, float), op##_float_1(float *, float),                       \
      op##_float_2(float *, float);                                                        \
  double op##_double_0(double *, double), op##_double_1(double *, double),                \
      op##_double_2(double *, double);
DECL3(fadd) DECL3(fsub) DECL3(fmax) DECL3(fmin) DECL3(fmaximum) DECL3(fminimum)
float xchg_float(float *, float), load_float(float *);
double xchg_double(double *, double), load_double(double *);
void store_float(float *, float), store_double(double *, double);
void *xchg_ptr(void **, void *);
double sum_loop(double *, long);
#define DECLI(op, t)                                                                       \
  t op##_##t##_0(t *, t), op##_##t##_1(t *, t);
#define DECLALL(t) DECLI(uinc_wrap, t) DECLI(udec_wrap, t) DECLI(usub_cond, t) DECLI(usub_sat, t)
typedef uint8_t i8; typedef uint16_t i16; typedef uint32_t i32; typedef uint64_t i64;
DECLALL(i8) DECLALL(i16) DECLALL(i32) DECLALL(i64)
static uint32_t fb(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t db(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static const float fv[] = {0.0f, -0.0f, 1.5f, -2.25f, 1e30f, -1e-30f, INFINITY, -INFINITY, NAN};
static const double dv[] = {0.0, -0.0, 1.5, -2.25, 1e300, -1e-300, INFINITY, -INFINITY, NAN};
#define NF (sizeof fv / sizeof fv[0])
static void runf(const char *name, ff f) {
  for (unsigned i = 0; i < NF; i++)
    for (unsigned j = 0; j < NF; j++) {
      float m = fv[i];
      float r = f(&m, fv[j]);
      printf("%s %u %u %08x %08x\n", name, i, j, fb(r), fb(m));
    }
}
static void rund(const char *name, df f) {
  for (unsigned i = 0; i < NF; i++)
    for (unsigned j = 0; j < NF; j++) {
      double m = dv[i];
      double r = f(&m, dv[j]);
      printf("%s %u %u %016llx %016llx\n", name, i, j, (unsigned long long)db(r),
             (unsigned long long)db(m));
    }
}
static const uint64_t iv[] = {0, 1, 2, 0x7f, 0x80, 0xfe, 0xff, 0x7fff, 0x8000, 0xffff,
                              0x7fffffff, 0x80000000u, 0xffffffffu, 0x123456789abcdef0ull,
                              0x8000000000000000ull, ~0ull};
#define NI (sizeof iv / sizeof iv[0])
#define RUNI(op, t)                                                                        \
  for (int k = 0; k < 2; k++)                                                              \
    for (unsigned i = 0; i < NI; i++)                                                      \
      for (unsigned j = 0; j < NI; j++) {                                                  \
        /* the neighbours must survive a sub-word operation */                            \
        t m[3] = {(t)0x5a5a5a5a5a5a5a5aull, (t)iv[i], (t)0xa5a5a5a5a5a5a5a5ull};        \
        t r = (k ? op##_##t##_1 : op##_##t##_0)(&m[1], (t)iv[j]);                         \
        printf(#op "_" #t " %d %u %u %llx %llx %llx %llx\n", k, i, j,                     \
               (unsigned long long)r, (unsigned long long)m[0], (unsigned long long)m[1], \
               (unsigned long long)m[2]);                                                  \
      }
#define RUNALL(t) RUNI(uinc_wrap, t) RUNI(udec_wrap, t) RUNI(usub_cond, t) RUNI(usub_sat, t)
typedef unsigned __int128 u128;
#define DECL128(op) u128 op##_i128(u128 *, u128);
DECL128(uinc_wrap) DECL128(udec_wrap) DECL128(usub_cond) DECL128(usub_sat)
DECL128(max) DECL128(min) DECL128(umax) DECL128(umin)
// libatomic's 16-byte compare-exchange, single-threaded (the test does not link libatomic).
_Bool cas16(u128 *p, u128 *expected, u128 desired, int s, int f)
    __asm__("__atomic_compare_exchange_16");
_Bool cas16(u128 *p, u128 *expected, u128 desired, int s, int f) {
  (void)s, (void)f;
  if (*p == *expected) {
    *p = desired;
    return 1;
  }
  *expected = *p;
  return 0;
}
static const u128 wv[] = {0, 1, 2, ~(u128)0, ~(u128)0 - 1, (u128)1 << 64, ((u128)1 << 64) - 1,
                          (u128)1 << 127, ((u128)1 << 127) - 1, (u128)0x123456789abcdef0ull << 32};
#define NW (sizeof wv / sizeof wv[0])
#define RUN128(op)                                                                         \
  for (unsigned i = 0; i < NW; i++)                                                        \
    for (unsigned j = 0; j < NW; j++) {                                                    \
      u128 m = wv[i];                                                                      \
      u128 r = op##_i128(&m, wv[j]);                                                       \
      printf(#op "_i128 %u %u %016llx%016llx %016llx%016llx\n", i, j,                     \
             (unsigned long long)(r >> 64), (unsigned long long)r,                         \
             (unsigned long long)(m >> 64), (unsigned long long)m);                        \
    }
int main(void) {
#define RF(op)                                                                             \
  runf(#op "_float_0", op##_float_0); runf(#op "_float_1", op##_float_1);                  \
  runf(#op "_float_2", op##_float_2); rund(#op "_double_0", op##_double_0);                \
  rund(#op "_double_1", op##_double_1); rund(#op "_double_2", op##_double_2);
  RF(fadd) RF(fsub) RF(fmax) RF(fmin) RF(fmaximum) RF(fminimum)
  runf("xchg_float", xchg_float);
  rund("xchg_double", xchg_double);
  for (unsigned i = 0; i < NF; i++) {
    float f = fv[i], g = 0;
    double d = dv[i], e = 0;
    store_float(&g, load_float(&f));
    store_double(&e, load_double(&d));
    printf("loadstore %u %08x %016llx\n", i, fb(g), (unsigned long long)db(e));
  }
  int a = 1, b = 2;
  void *slot = &a;
  void *old = xchg_ptr(&slot, &b);
  printf("xchg_ptr %d %d\n", old == &a, slot == &b);
  double acc = 0.5;
  double s = sum_loop(&acc, 10);
  printf("sum_loop %016llx %016llx\n", (unsigned long long)db(s), (unsigned long long)db(acc));
  RUNALL(i8) RUNALL(i16) RUNALL(i32) RUNALL(i64)
  RUN128(uinc_wrap) RUN128(udec_wrap) RUN128(usub_cond) RUN128(usub_sat)
  RUN128(max) RUN128(min) RUN128(umax) RUN128(umin)
  return 0;
}
