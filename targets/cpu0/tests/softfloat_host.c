/* The host half of the soft-float test (tests/softfloat.rs): the runtime's softfloat.c
 * compiled natively by gcc, each routine compared with the host FPU (SSE, round to nearest
 * even) on random and edge-case operands: bit patterns of zeros, subnormals, the smallest
 * and largest normals, infinities, NaNs, halfway cases and near-cancellations. A result must
 * have the host's bits exactly (any NaN equals any NaN: IEEE-754 leaves the payload open).
 * In: argv[1], the number of random cases per routine. Out: one line per mismatch (the
 * first few), a summary, exit status 1 on any mismatch. */
#include "../runtime/softfloat.c"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static u64 state = 0x9e3779b97f4a7c15ULL;
static u64 rnd(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static double dd(u64 x) { double d; memcpy(&d, &x, 8); return d; }
static u64 db(double d) { u64 x; memcpy(&x, &d, 8); return x; }
static float ff(u32 x) { float f; memcpy(&f, &x, 4); return f; }
static u32 fb(float f) { u32 x; memcpy(&x, &f, 4); return x; }

/* An interesting f64: an exponent from the edges or random, a fraction with a pattern. */
static u64 gen_d(void) {
  static const int exps[] = {0, 0, 1, 2, 1022, 1023, 1024, 2045, 2046, 2047, 1075, 1086, 1054, 970};
  u64 r = rnd();
  int e = (r & 3) ? (int)(rnd() % 2048) : exps[rnd() % (sizeof exps / sizeof *exps)];
  u64 f;
  switch (rnd() % 6) {
  case 0: f = 0; break;
  case 1: f = 0xfffffffffffffULL; break;
  case 2: f = 1ULL << (rnd() % 52); break;
  case 3: f = (rnd() & 0xfffffffffffffULL) >> (rnd() % 52); break;
  default: f = rnd() & 0xfffffffffffffULL; break;
  }
  return ((rnd() & 1) << 63) | ((u64)e << 52) | f;
}

/* A second operand near a's magnitude (cancellation, halfway cases) or independent. */
static u64 gen_d2(u64 a) {
  switch (rnd() % 4) {
  case 0: return a + (rnd() % 5) - 2;
  case 1: return (a ^ (rnd() & (1ULL << 63))) + (((u64)(rnd() % 60)) << 52);
  case 2: return (a & ~0xfffffffffffffULL) | (rnd() & 0xfffffffffffffULL);
  default: return gen_d();
  }
}

static u32 gen_f(void) {
  static const int exps[] = {0, 0, 1, 2, 126, 127, 128, 253, 254, 255, 150, 158};
  int e = (rnd() & 3) ? (int)(rnd() % 256) : exps[rnd() % (sizeof exps / sizeof *exps)];
  u32 f;
  switch (rnd() % 5) {
  case 0: f = 0; break;
  case 1: f = 0x7fffff; break;
  case 2: f = 1u << (rnd() % 23); break;
  default: f = (u32)rnd() & 0x7fffff; break;
  }
  return (u32)((rnd() & 1) << 31) | ((u32)e << 23) | f;
}

static u32 gen_f2(u32 a) {
  switch (rnd() % 4) {
  case 0: return a + (u32)(rnd() % 5) - 2;
  case 1: return (a ^ (u32)(rnd() & 0x80000000u)) + (((u32)(rnd() % 30)) << 23);
  default: return gen_f();
  }
}

static long fails, checks;

static int d_same(u64 x, u64 y) { return x == y || (d_isnan(x) && d_isnan(y)); }
static int f_same(u32 x, u32 y) { return x == y || (f_isnan(x) && f_isnan(y)); }

#define CHECK(ok, ...)                                                                     \
  do {                                                                                     \
    checks++;                                                                              \
    if (!(ok)) {                                                                           \
      if (fails++ < 20)                                                                    \
        printf(__VA_ARGS__);                                                               \
    }                                                                                      \
  } while (0)

static int sgn(int x) { return x < 0 ? -1 : x > 0; }

/* The libgcc compare results for a host comparison. */
static void check_cmp_d(u64 a, u64 b) {
  double x = dd(a), y = dd(b);
  int un = x != x || y != y;
  CHECK((__eqdf2(a, b) == 0) == (x == y), "eqdf2 %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
  CHECK((__nedf2(a, b) != 0) == (x != y), "nedf2 %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
  CHECK((__ltdf2(a, b) < 0) == (x < y), "ltdf2 %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
  CHECK((__ledf2(a, b) <= 0) == (x <= y), "ledf2 %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
  CHECK((__gtdf2(a, b) > 0) == (x > y), "gtdf2 %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
  CHECK((__gedf2(a, b) >= 0) == (x >= y), "gedf2 %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
  CHECK((__unorddf2(a, b) != 0) == un, "unorddf2 %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
  if (!un)
    CHECK(sgn(__ltdf2(a, b)) == (x < y ? -1 : x > y), "ltdf2 sign %016llx %016llx\n", (unsigned long long)a, (unsigned long long)b);
}

static void check_cmp_f(u32 a, u32 b) {
  float x = ff(a), y = ff(b);
  int un = x != x || y != y;
  CHECK((__eqsf2(a, b) == 0) == (x == y), "eqsf2 %08x %08x\n", a, b);
  CHECK((__nesf2(a, b) != 0) == (x != y), "nesf2 %08x %08x\n", a, b);
  CHECK((__ltsf2(a, b) < 0) == (x < y), "ltsf2 %08x %08x\n", a, b);
  CHECK((__lesf2(a, b) <= 0) == (x <= y), "lesf2 %08x %08x\n", a, b);
  CHECK((__gtsf2(a, b) > 0) == (x > y), "gtsf2 %08x %08x\n", a, b);
  CHECK((__gesf2(a, b) >= 0) == (x >= y), "gesf2 %08x %08x\n", a, b);
  CHECK((__unordsf2(a, b) != 0) == un, "unordsf2 %08x %08x\n", a, b);
}

static void check_d(u64 a, u64 b) {
  double x = dd(a), y = dd(b);
#define D2(F, OP)                                                                          \
  CHECK(d_same(F(a, b), db(x OP y)), #F " %016llx %016llx: %016llx, host %016llx\n",      \
        (unsigned long long)a, (unsigned long long)b, (unsigned long long)F(a, b),         \
        (unsigned long long)db(x OP y))
  D2(__adddf3, +);
  D2(__subdf3, -);
  D2(__muldf3, *);
  D2(__divdf3, /);
  CHECK(d_same(__cpu0_sqrt(a), db(__builtin_sqrt(x))), "sqrt %016llx\n", (unsigned long long)a);
  CHECK(__negdf2(a) == db(-x), "negdf2 %016llx\n", (unsigned long long)a);
  check_cmp_d(a, b);
  u64 c = rnd() & 1 ? gen_d2(a) : gen_d();
  if (rnd() & 1) /* a c near -a * b, for cancellation in the sum */
    c = db(-(x * y)) + (rnd() % 5) - 2;
  CHECK(d_same(__cpu0_fma(a, b, c), db(__builtin_fma(x, y, dd(c)))),
        "fma %016llx %016llx %016llx: %016llx host %016llx\n", (unsigned long long)a,
        (unsigned long long)b, (unsigned long long)c, (unsigned long long)__cpu0_fma(a, b, c),
        (unsigned long long)db(__builtin_fma(x, y, dd(c))));
  CHECK(f_same(__truncdfsf2(a), fb((float)x)), "truncdfsf2 %016llx: %08x host %08x\n",
        (unsigned long long)a, __truncdfsf2(a), fb((float)x));
  if (x == x && x > -2147483649.0 && x < 2147483648.0)
    CHECK(__fixdfsi(a) == (int32_t)x, "fixdfsi %016llx\n", (unsigned long long)a);
  if (x == x && x > -1.0 && x < 4294967296.0)
    CHECK(__fixunsdfsi(a) == (u32)x, "fixunsdfsi %016llx\n", (unsigned long long)a);
  if (x == x && x >= -9223372036854775808.0 && x < 9223372036854775808.0)
    CHECK(__fixdfdi(a) == (int64_t)x, "fixdfdi %016llx\n", (unsigned long long)a);
  if (x == x && x > -1.0 && x < 18446744073709551616.0)
    CHECK(__fixunsdfdi(a) == (u64)x, "fixunsdfdi %016llx\n", (unsigned long long)a);
}

static void check_f(u32 a, u32 b) {
  float x = ff(a), y = ff(b);
#define F2(F, OP)                                                                          \
  CHECK(f_same(F(a, b), fb(x OP y)), #F " %08x %08x: %08x, host %08x\n", a, b, F(a, b),   \
        fb(x OP y))
  F2(__addsf3, +);
  F2(__subsf3, -);
  F2(__mulsf3, *);
  F2(__divsf3, /);
  CHECK(f_same(__cpu0_sqrtf(a), fb(__builtin_sqrtf(x))), "sqrtf %08x\n", a);
  CHECK(__negsf2(a) == fb(-x), "negsf2 %08x\n", a);
  check_cmp_f(a, b);
  u32 c = rnd() & 1 ? gen_f2(a) : gen_f();
  if (rnd() & 1)
    c = fb(-(x * y)) + (u32)(rnd() % 5) - 2;
  CHECK(f_same(__cpu0_fmaf(a, b, c), fb(__builtin_fmaf(x, y, ff(c)))),
        "fmaf %08x %08x %08x: %08x host %08x\n", a, b, c, __cpu0_fmaf(a, b, c),
        fb(__builtin_fmaf(x, y, ff(c))));
  CHECK(d_same(__extendsfdf2(a), db((double)x)), "extendsfdf2 %08x\n", a);
  if (x == x && x > -2147483649.0f && x < 2147483648.0f)
    CHECK(__fixsfsi(a) == (int32_t)x, "fixsfsi %08x\n", a);
  if (x == x && x > -1.0f && x < 4294967296.0f)
    CHECK(__fixunssfsi(a) == (u32)x, "fixunssfsi %08x\n", a);
  if (x == x && x >= -9223372036854775808.0f && x < 9223372036854775808.0f)
    CHECK(__fixsfdi(a) == (int64_t)x, "fixsfdi %08x\n", a);
  if (x == x && x > -1.0f && x < 18446744073709551616.0f)
    CHECK(__fixunssfdi(a) == (u64)x, "fixunssfdi %08x\n", a);
}

/* Integers with every width of significant bits, so conversions round at every position. */
static void check_ints(void) {
  u64 v = rnd() >> (rnd() % 64);
  if (rnd() & 1)
    v |= rnd() & 1 ? 1 : 0x8000000000ULL;
  int32_t s32 = (int32_t)v;
  u32 u32v = (u32)v;
  int64_t s64 = (int64_t)v;
  CHECK(__floatsidf(s32) == db((double)s32), "floatsidf %d\n", s32);
  CHECK(__floatunsidf(u32v) == db((double)u32v), "floatunsidf %u\n", u32v);
  CHECK(__floatdidf(s64) == db((double)s64), "floatdidf %lld\n", (long long)s64);
  CHECK(__floatundidf(v) == db((double)v), "floatundidf %llu\n", (unsigned long long)v);
  CHECK(__floatsisf(s32) == fb((float)s32), "floatsisf %d\n", s32);
  CHECK(__floatunsisf(u32v) == fb((float)u32v), "floatunsisf %u\n", u32v);
  CHECK(__floatdisf(s64) == fb((float)s64), "floatdisf %lld\n", (long long)s64);
  CHECK(__floatundisf(v) == fb((float)v), "floatundisf %llu\n", (unsigned long long)v);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  /* Every pair of a few hundred special operands. */
  static const u64 sd[] = {0, 1ULL << 63, 1, 0xfffffffffffffULL, 0x10000000000000ULL,
                           0x3ff0000000000000ULL, 0x3ff0000000000001ULL, 0x7fefffffffffffffULL,
                           D_INF, D_INF | (1ULL << 63), D_QNAN, 0x7ff0000000000001ULL,
                           0x4340000000000000ULL, 0x4330000000000001ULL, 0x3fe0000000000000ULL,
                           0x41dfffffffc00000ULL, 0xc1e0000000000000ULL, 0x43e0000000000000ULL};
  for (unsigned i = 0; i < sizeof sd / sizeof *sd; i++)
    for (unsigned j = 0; j < sizeof sd / sizeof *sd; j++)
      for (int s = 0; s < 4; s++)
        check_d(sd[i] ^ ((u64)(s & 1) << 63), sd[j] ^ ((u64)(s >> 1) << 63));
  static const u32 sf[] = {0, 0x80000000u, 1, 0x7fffff, 0x800000, 0x3f800000, 0x3f800001,
                           0x7f7fffff, 0x7f800000, 0x7fc00000, 0x7f800001, 0x4b800000,
                           0x3f000000, 0x4effffff, 0x4f000000, 0x5f000000, 0x33000000};
  for (unsigned i = 0; i < sizeof sf / sizeof *sf; i++)
    for (unsigned j = 0; j < sizeof sf / sizeof *sf; j++)
      for (int s = 0; s < 4; s++)
        check_f(sf[i] ^ ((u32)(s & 1) << 31), sf[j] ^ ((u32)(s >> 1) << 31));
  for (long i = 0; i < n; i++) {
    u64 a = gen_d();
    check_d(a, gen_d2(a));
    u32 f = gen_f();
    check_f(f, gen_f2(f));
    check_ints();
  }
  printf("%ld checks, %ld mismatches\n", checks, fails);
  return fails != 0;
}
