/* The host half of the libm test (tests/softfloat.rs): the runtime's libm.c and
 * softfloat.c, compiled natively with every symbol renamed k_* (objcopy), against glibc.
 * The exact functions (floor, ceil, trunc, round, rint, fmod, remainder, remquo, frexp,
 * ldexp, modf, fmin, fmax, fdim, ilogb, logb, nextafter, sqrt, fma) must return glibc's bits
 * (any NaN for a NaN); exp, log, pow, sin, cos, hypot, atan and atan2 must be within 1 ulp of glibc's correctly
 * rounded-in-practice results. In: argv[1], the number of random cases. Out: the first
 * mismatches, a summary with the largest ulp errors, status 1 on a failure. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *k_memcpy(void *d, const void *s, size_t n) { return memcpy(d, s, n); }
double k_floor(double), k_ceil(double), k_trunc(double), k_round(double), k_rint(double);
double k_fmod(double, double), k_remainder(double, double), k_remquo(double, double, int *);
double k_frexp(double, int *), k_ldexp(double, int), k_modf(double, double *);
double k_fmin(double, double), k_fmax(double, double), k_fdim(double, double);
int k_ilogb(double);
double k_logb(double), k_nextafter(double, double), k_sqrt(double);
double k_fma(double, double, double);
double k_exp(double), k_log(double), k_pow(double, double), k_sin(double), k_cos(double);
double k_hypot(double, double), k_atan(double), k_atan2(double, double);

static uint64_t state = 0x2545f4914f6cdd1dULL;
static uint64_t rnd(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}
static double dd(uint64_t x) { double d; memcpy(&d, &x, 8); return d; }
static uint64_t db(double d) { uint64_t x; memcpy(&x, &d, 8); return x; }

/* Random doubles of every magnitude, with integers and halves often. */
static double gen(void) {
  switch (rnd() % 4) {
  case 0: return (double)((int64_t)(rnd() % 2001) - 1000) / 2;
  case 1: return dd(rnd());
  default: return dd((rnd() & 0x800fffffffffffffULL) | ((uint64_t)(1023 + (int)(rnd() % 120) - 60) << 52));
  }
}

static long fails, checks;
static int same(double a, double b) { return db(a) == db(b) || (a != a && b != b); }
#define EXACT(name, got, want)                                                             \
  do {                                                                                     \
    checks++;                                                                              \
    double g_ = (got), w_ = (want);                                                        \
    if (!same(g_, w_) && fails++ < 20)                                                     \
      printf("%s(%a, %a): %a, glibc %a\n", name, x, y, g_, w_);                          \
  } while (0)

/* The distance in ulps between two finite doubles of the same sign. */
static double ulps(double g, double w) {
  if (same(g, w))
    return 0;
  if (g != g || w != w || isinf(g) != isinf(w))
    return 1e9;
  int64_t a = (int64_t)db(g), b = (int64_t)db(w);
  if ((a < 0) != (b < 0))
    return fabs(g - w) <= 4.9e-324 ? 1 : 1e9;
  return (double)llabs(a - b);
}

static double worst[8];
static const char *names[8] = {"exp", "log", "pow", "sin", "cos", "hypot", "atan", "atan2"};
static void approx(int i, double x, double y, double g, double w) {
  double u = ulps(g, w);
  checks++;
  if (u > worst[i])
    worst[i] = u;
  if (u > 1 && fails++ < 20)
    printf("%s(%a, %a): %a, glibc %a\n", names[i], x, y, g, w);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  for (long i = 0; i < n; i++) {
    double x = gen(), y = rnd() % 3 ? gen() : x * (double)(rnd() % 7 + 1) / 4;
    EXACT("floor", k_floor(x), floor(x));
    EXACT("ceil", k_ceil(x), ceil(x));
    EXACT("trunc", k_trunc(x), trunc(x));
    EXACT("round", k_round(x), round(x));
    EXACT("rint", k_rint(x), rint(x));
    EXACT("fmod", k_fmod(x, y), fmod(x, y));
    EXACT("remainder", k_remainder(x, y), remainder(x, y));
    int q1, q2;
    double r1 = k_remquo(x, y, &q1), r2 = remquo(x, y, &q2);
    EXACT("remquo", r1, r2);
    if (r2 == r2)
      EXACT("remquo quo", (double)q1, (double)(q2 < 0 ? -(-q2 & 7) : q2 & 7));
    int e1, e2;
    EXACT("frexp", k_frexp(x, &e1), frexp(x, &e2));
    if (isfinite(x))
      EXACT("frexp exp", (double)e1, (double)e2);
    int sh = (int)(rnd() % 2200) - 1100;
    EXACT("ldexp", k_ldexp(x, sh), ldexp(x, sh));
    double i1, i2;
    EXACT("modf", k_modf(x, &i1), modf(x, &i2));
    EXACT("modf int", i1, i2);
    EXACT("fmin", k_fmin(x, y), fmin(x, y));
    EXACT("fmax", k_fmax(x, y), fmax(x, y));
    EXACT("fdim", k_fdim(x, y), fdim(x, y));
    EXACT("ilogb", (double)k_ilogb(x), (double)ilogb(x));
    EXACT("logb", k_logb(x), logb(x));
    EXACT("nextafter", k_nextafter(x, y), nextafter(x, y));
    EXACT("sqrt", k_sqrt(x), sqrt(x));
    double z = gen();
    EXACT("fma", k_fma(x, y, z), fma(x, y, z));
    double s = dd(db(x) & ~(1ULL << 63)); /* |x| */
    double t = (double)((int64_t)(rnd() % 200001) - 100000) / 64; /* for sin, cos */
    double ex = (double)((int64_t)(rnd() % 1500001) - 750000) / 1000;
    approx(0, ex, 0, k_exp(ex), exp(ex));
    approx(1, s, 0, k_log(s), log(s));
    double py = (double)((int64_t)(rnd() % 4001) - 2000) / 100;
    double px = dd((db(s) & 0x000fffffffffffffULL) | ((uint64_t)(1023 + (int)(rnd() % 16) - 8) << 52));
    approx(2, px, py, k_pow(px, py), pow(px, py));
    approx(3, t, 0, k_sin(t), sin(t));
    approx(4, t, 0, k_cos(t), cos(t));
    approx(5, x, y, k_hypot(x, y), hypot(x, y));
    approx(6, x, 0, k_atan(x), atan(x));
    approx(6, t, 0, k_atan(t / 1000), atan(t / 1000));
    approx(7, x, y, k_atan2(x, y), atan2(x, y));
    approx(7, t, ex, k_atan2(t, ex), atan2(t, ex));
  }
  printf("%ld checks, %ld failures; worst ulps: exp %g log %g pow %g sin %g cos %g hypot %g "
         "atan %g atan2 %g\n",
         checks, fails, worst[0], worst[1], worst[2], worst[3], worst[4], worst[5], worst[6],
         worst[7]);
  return fails != 0;
}
