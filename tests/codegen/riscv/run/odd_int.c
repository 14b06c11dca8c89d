// Driver for odd_int.ll: i65, i100, i127 and i129 in memory (little-endian 64-bit words);
// each function's results are hashed. The bits above N in the value's bytes are zero, as a
// store of the type leaves them (LLVM may rely on that: loading other bits is undefined);
// the words past those bytes hold garbage, which must not be read.
#include <stdint.h>
#include <stdio.h>
#include <string.h>
typedef void (*bin_fn)(uint64_t *, const uint64_t *, const uint64_t *);
typedef int (*cmp_fn)(const uint64_t *, const uint64_t *);
static uint64_t hash;
static void mix(uint64_t v) { hash = (hash ^ v) * 1099511628211ULL; }
static void start(void) { hash = 1469598103934665603ULL; }
static void out(const char *s) { printf("%s %016llx\n", s, (unsigned long long)hash); }
#define NV 14
// Value k of width n: the low n bits meaningful, the rest garbage.
static void value(uint64_t *v, int k, int n) {
  uint64_t w[4] = {0, 0, 0, 0};
  int top = (n - 1) / 64, tb = (n - 1) % 64;
  switch (k) {
  case 0: break;
  case 1: w[0] = 1; break;
  case 2: w[0] = 5; break;
  case 3: for (int i = 0; i < 4; i++) w[i] = ~0ull; break;             /* -1 */
  case 4: w[top] = 1ull << tb; break;                                  /* MIN */
  case 5: for (int i = 0; i < 4; i++) w[i] = ~0ull; w[top] = (1ull << tb) - 1; break; /* MAX */
  case 6: w[0] = 0x123456789abcdef1ull; w[1] = 0x0fedcba987654321ull; break;
  case 7: w[0] = 7; break;
  case 8: for (int i = 0; i < 4; i++) w[i] = ~0ull; w[0] = ~0ull - 12; break; /* -13 */
  case 9: w[1] = 1; break;                                             /* 2^64 */
  case 10: w[0] = 64; break;
  case 11: w[0] = (uint64_t)n - 3; break;
  case 12: w[top] = 1ull << (tb / 2); w[0] = 3; break;
  default: for (int i = 0; i < 4; i++) w[i] = 0xdeadbeefcafef00dull * (uint64_t)(i + 3); break;
  }
  // Zero above bit n-1 within the value's bytes, garbage in the bytes past them.
  uint64_t junk = 0xa5a5a5a5a5a5a5a5ull ^ (uint64_t)k * 0x0101010101010101ull;
  int bytes = (n + 7) / 8, used = bytes - 8 * top; /* bytes of the top word in the value */
  uint64_t in_value = used >= 8 ? ~0ull : (1ull << (8 * used)) - 1;
  if (tb < 63) w[top] &= (2ull << tb) - 1;
  w[top] |= junk & ~in_value;
  for (int i = top + 1; i < 4; i++) w[i] = junk;
  memcpy(v, w, 32);
}
static int nonzero(const uint64_t *v, int n) {
  uint64_t w[4];
  memcpy(w, v, 32);
  int top = (n - 1) / 64, tb = (n - 1) % 64;
  if (tb < 63) w[top] &= (2ull << tb) - 1;
  for (int i = 0; i <= top; i++)
    if (w[i]) return 1;
  return 0;
}
static void run_bin(const char *name, bin_fn f, int n, int kind) {
  uint64_t a[4], b[4], r[4];
  int bytes = (n + 7) / 8;
  start();
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      value(a, i, n);
      value(b, j, n);
      if (kind == 1 && !nonzero(b, n)) continue;              /* division by zero */
      if (kind == 1 && i == 4 && j == 3) continue;            /* MIN / -1 */
      if (kind == 2) {                                        /* shift amount < n */
        memset(b, 0, 32);
        b[0] = (uint64_t)(i * 7 + j) % (uint64_t)n;
      }
      memset(r, 0x3c, 32);
      f(r, a, b);
      unsigned char bb[32];
      memcpy(bb, r, 32);
      for (int k = 0; k < bytes; k++) mix(bb[k]);
    }
  out(name);
}
static void run_cmp(const char *name, cmp_fn f, int n) {
  uint64_t a[4], b[4];
  start();
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      value(a, i, n);
      value(b, j, n);
      mix((uint64_t)f(a, b));
    }
  out(name);
}
#define DECLS(t)                                                                           \
  void add_##t(uint64_t *, const uint64_t *, const uint64_t *),                            \
      sub_##t(uint64_t *, const uint64_t *, const uint64_t *),                             \
      mul_##t(uint64_t *, const uint64_t *, const uint64_t *),                             \
      and_##t(uint64_t *, const uint64_t *, const uint64_t *),                             \
      or_##t(uint64_t *, const uint64_t *, const uint64_t *),                              \
      xor_##t(uint64_t *, const uint64_t *, const uint64_t *),                             \
      shl_##t(uint64_t *, const uint64_t *, const uint64_t *),                             \
      lshr_##t(uint64_t *, const uint64_t *, const uint64_t *),                            \
      ashr_##t(uint64_t *, const uint64_t *, const uint64_t *),                            \
      udiv_##t(uint64_t *, const uint64_t *, const uint64_t *),                            \
      sdiv_##t(uint64_t *, const uint64_t *, const uint64_t *),                            \
      urem_##t(uint64_t *, const uint64_t *, const uint64_t *),                            \
      srem_##t(uint64_t *, const uint64_t *, const uint64_t *),                            \
      exts_##t(uint64_t *, const uint64_t *), narrow_##t(uint64_t *, const uint64_t *),    \
      loop_##t(uint64_t *, const uint64_t *, long);                                        \
  int icmp_eq_##t(const uint64_t *, const uint64_t *),                                     \
      icmp_ne_##t(const uint64_t *, const uint64_t *),                                     \
      icmp_ult_##t(const uint64_t *, const uint64_t *),                                    \
      icmp_ule_##t(const uint64_t *, const uint64_t *),                                    \
      icmp_ugt_##t(const uint64_t *, const uint64_t *),                                    \
      icmp_uge_##t(const uint64_t *, const uint64_t *),                                    \
      icmp_slt_##t(const uint64_t *, const uint64_t *),                                    \
      icmp_sle_##t(const uint64_t *, const uint64_t *),                                    \
      icmp_sgt_##t(const uint64_t *, const uint64_t *),                                    \
      icmp_sge_##t(const uint64_t *, const uint64_t *), switch_##t(const uint64_t *);      \
  int64_t trunc_##t(const uint64_t *);
#define DECLSH(t, a, b, c, d, e)                                                           \
  void shl##a##_##t(uint64_t *, const uint64_t *, const uint64_t *),                       \
      lshr##b##_##t(uint64_t *, const uint64_t *, const uint64_t *),                       \
      ashr##c##_##t(uint64_t *, const uint64_t *, const uint64_t *),                       \
      lshr##d##_##t(uint64_t *, const uint64_t *, const uint64_t *),                       \
      ashr##e##_##t(uint64_t *, const uint64_t *, const uint64_t *);
#define DECLF(t)                                                                           \
  double sitofp_##t(const uint64_t *), uitofp_##t(const uint64_t *);                       \
  void fptosi_##t(uint64_t *, double);
DECLS(i65) DECLS(i100) DECLS(i127) DECLS(i129)
DECLSH(i65, 3, 5, 63, 64, 1) DECLSH(i100, 3, 5, 98, 99, 1) DECLSH(i127, 3, 5, 125, 126, 1)
DECLSH(i129, 3, 5, 127, 128, 1)
DECLF(i65) DECLF(i100) DECLF(i127)
static const double dv[] = {0.0, 1.0, -1.0, 12345.678, -9.9e18, 1.8e19, 3.6e19, -3.6e19, 1e30};
#define RUN(t, n, a, b, c, d, e)                                                           \
  run_bin("add_" #t, add_##t, n, 0); run_bin("sub_" #t, sub_##t, n, 0);                    \
  run_bin("mul_" #t, mul_##t, n, 0); run_bin("and_" #t, and_##t, n, 0);                    \
  run_bin("or_" #t, or_##t, n, 0); run_bin("xor_" #t, xor_##t, n, 0);                      \
  run_bin("shl_" #t, shl_##t, n, 2); run_bin("lshr_" #t, lshr_##t, n, 2);                  \
  run_bin("ashr_" #t, ashr_##t, n, 2); run_bin("udiv_" #t, udiv_##t, n, 1);                \
  run_bin("sdiv_" #t, sdiv_##t, n, 1); run_bin("urem_" #t, urem_##t, n, 1);                \
  run_bin("srem_" #t, srem_##t, n, 1);                                                     \
  run_bin("shl" #a "_" #t, shl##a##_##t, n, 0); run_bin("lshr" #b "_" #t, lshr##b##_##t, n, 0); \
  run_bin("ashr" #c "_" #t, ashr##c##_##t, n, 0); run_bin("lshr" #d "_" #t, lshr##d##_##t, n, 0); \
  run_bin("ashr" #e "_" #t, ashr##e##_##t, n, 0);                                          \
  run_cmp("eq_" #t, icmp_eq_##t, n); run_cmp("ne_" #t, icmp_ne_##t, n);                    \
  run_cmp("ult_" #t, icmp_ult_##t, n); run_cmp("ule_" #t, icmp_ule_##t, n);                \
  run_cmp("ugt_" #t, icmp_ugt_##t, n); run_cmp("uge_" #t, icmp_uge_##t, n);                \
  run_cmp("slt_" #t, icmp_slt_##t, n); run_cmp("sle_" #t, icmp_sle_##t, n);                \
  run_cmp("sgt_" #t, icmp_sgt_##t, n); run_cmp("sge_" #t, icmp_sge_##t, n);                \
  {                                                                                        \
    uint64_t a_[4], r_[4];                                                                 \
    start();                                                                               \
    for (int i = 0; i < NV; i++) {                                                         \
      value(a_, i, n);                                                                     \
      exts_##t(r_, a_);                                                                    \
      for (int w = 0; w < 4; w++) mix(r_[w]);                                              \
      mix((uint64_t)trunc_##t(a_));                                                        \
      mix((uint64_t)switch_##t(a_));                                                       \
      memset(r_, 0, 32);                                                                   \
      narrow_##t(r_, a_);                                                                  \
      for (int w = 0; w < 4; w++) mix(r_[w]);                                              \
      memset(r_, 0, 32);                                                                   \
      loop_##t(r_, a_, 5);                                                                 \
      for (int w = 0; w < 4; w++) mix(r_[w]);                                              \
    }                                                                                      \
    out("misc_" #t);                                                                       \
  }
#define RUNF(t, n)                                                                         \
  {                                                                                        \
    uint64_t a_[4], r_[4];                                                                 \
    start();                                                                               \
    for (int i = 0; i < NV; i++) {                                                         \
      value(a_, i, n);                                                                     \
      double s = sitofp_##t(a_), u = uitofp_##t(a_);                                       \
      uint64_t x, y;                                                                       \
      memcpy(&x, &s, 8);                                                                   \
      memcpy(&y, &u, 8);                                                                   \
      mix(x), mix(y);                                                                      \
    }                                                                                      \
    for (unsigned i = 0; i < sizeof dv / sizeof dv[0]; i++) {                              \
      if (dv[i] >= 0x1p64 * (n > 66 ? 1e9 : 0.5) || dv[i] <= -0x1p64 * (n > 66 ? 1e9 : 0.5)) continue; \
      memset(r_, 0, 32);                                                                   \
      fptosi_##t(r_, dv[i]);                                                               \
      for (int w = 0; w < 4; w++) mix(r_[w]);                                              \
    }                                                                                      \
    out("float_" #t);                                                                      \
  }
int main(void) {
  RUN(i65, 65, 3, 5, 63, 64, 1)
  RUN(i100, 100, 3, 5, 98, 99, 1)
  RUN(i127, 127, 3, 5, 125, 126, 1)
  RUN(i129, 129, 3, 5, 127, 128, 1)
  RUNF(i65, 65) RUNF(i100, 100) RUNF(i127, 127)
  return 0;
}
