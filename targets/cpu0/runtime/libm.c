/* The Cpu0 runtime's math library, compiled by kiln: the functions the floating-point
 * corpus programs call, each exact (the result is representable, so there is nothing to
 * round: fabs, copysign, floor/ceil/trunc/round/rint, fmod, remainder/remquo, frexp, modf,
 * fmin, fmax, fdim, logb, ilogb, nextafter) or correctly rounded (sqrt and fma through
 * softfloat.c's __cpu0_sqrt and __cpu0_fma; ldexp/scalbn round once). In: doubles and floats as C values (their arithmetic is softfloat.c's). Out: the
 * results. exp, log, pow, sin, cos, hypot, atan and atan2 are within about an ulp (the host
 * test measures it), carg/cexp/clog/cpow are composed from them; other elementary
 * functions (tan, asin, cbrt, ...) are not here. */
#include <math.h>
#include <stdint.h>
#include <string.h>

typedef uint64_t u64;
typedef uint32_t u32;

u64 __cpu0_sqrt(u64 a);
u32 __cpu0_sqrtf(u32 a);
u64 __cpu0_fma(u64 a, u64 b, u64 c);
u32 __cpu0_fmaf(u32 a, u32 b, u32 c);

static u64 bits(double x) {
  u64 b;
  memcpy(&b, &x, 8);
  return b;
}

static double from_bits(u64 b) {
  double x;
  memcpy(&x, &b, 8);
  return x;
}

static u32 fbits(float x) {
  u32 b;
  memcpy(&b, &x, 4);
  return b;
}

static float from_fbits(u32 b) {
  float x;
  memcpy(&x, &b, 4);
  return x;
}

#define SIGN 0x8000000000000000ULL
#define FRAC 0xfffffffffffffULL
#define EXP(b) ((int)(((b) >> 52) & 0x7ff))

double sqrt(double x) { return from_bits(__cpu0_sqrt(bits(x))); }
float sqrtf(float x) { return from_fbits(__cpu0_sqrtf(fbits(x))); }
double fma(double x, double y, double z) {
  return from_bits(__cpu0_fma(bits(x), bits(y), bits(z)));
}
float fmaf(float x, float y, float z) {
  return from_fbits(__cpu0_fmaf(fbits(x), fbits(y), fbits(z)));
}
double fabs(double x) { return from_bits(bits(x) & ~SIGN); }
float fabsf(float x) { return from_fbits(fbits(x) & 0x7fffffffu); }
double copysign(double x, double y) { return from_bits((bits(x) & ~SIGN) | (bits(y) & SIGN)); }
float copysignf(float x, float y) {
  return from_fbits((fbits(x) & 0x7fffffffu) | (fbits(y) & 0x80000000u));
}

/* x rounded to an integer: mode 0 toward zero, 1 down, 2 up, 3 half away from zero. */
static double round_mode(double x, int mode) {
  u64 b = bits(x);
  int e = EXP(b) - 1023;
  int neg = (int)(b >> 63);
  if (e >= 52)
    return x; /* integral, infinite or NaN */
  if (e < 0) {
    if (!(b << 1))
      return x;
    int one = (mode == 1 && neg) || (mode == 2 && !neg) || (mode == 3 && e == -1);
    return from_bits((b & SIGN) | (one ? 0x3ff0000000000000ULL : 0));
  }
  u64 mask = FRAC >> e;
  if (!(b & mask))
    return x;
  if (mode == 3)
    b += (mask + 1) >> 1;
  else if ((mode == 1 && neg) || (mode == 2 && !neg))
    b += mask + 1;
  return from_bits(b & ~mask);
}

double trunc(double x) { return round_mode(x, 0); }
double floor(double x) { return round_mode(x, 1); }
double ceil(double x) { return round_mode(x, 2); }
double round(double x) { return round_mode(x, 3); }
float truncf(float x) { return (float)trunc(x); }
float floorf(float x) { return (float)floor(x); }
float ceilf(float x) { return (float)ceil(x); }
float roundf(float x) { return (float)round(x); }
long lround(double x) { return (long)round(x); }
long long llroundf(float x) { return (long long)round(x); }
long lroundf(float x) { return (long)round(x); }
long long llround(double x) { return (long long)round(x); }

/* To nearest, ties to even (the default rounding mode): adding and subtracting 2^52. */
double rint(double x) {
  u64 b = bits(x);
  if (EXP(b) >= 1023 + 52)
    return x;
  double t = fabs(x) + 4503599627370496.0;
  t -= 4503599627370496.0;
  return copysign(t, x);
}

double nearbyint(double x) { return rint(x); }
float rintf(float x) { return (float)rint(x); }
long lrint(double x) { return (long)rint(x); }
long lrintf(float x) { return (long)rint(x); }
long long llrint(double x) { return (long long)rint(x); }
float nearbyintf(float x) { return (float)rint(x); }

/* |x| = m * 2^e with m's leading bit at bit 52 (x finite, nonzero). */
static u64 unpack(u64 b, int *e) {
  int ex = EXP(b);
  u64 m = b & FRAC;
  if (ex == 0) {
    ex = 1;
    while (!(m >> 52)) {
      m <<= 1;
      ex--;
    }
  } else {
    m |= 1ULL << 52;
  }
  *e = ex - 1075;
  return m;
}

double ldexp(double x, int n) {
  u64 b = bits(x);
  if (EXP(b) == 0x7ff || !(b << 1))
    return x;
  int e;
  u64 m = unpack(b, &e);
  /* x = m * 2^e exactly; the result m * 2^(e + n). */
  long long r = (long long)e + n + 1075; /* biased exponent of m's leading bit */
  if (r >= 2047)
    return copysign(HUGE_VAL, x);
  if (r >= 1)
    return from_bits((b & SIGN) | ((u64)r << 52) | (m & FRAC));
  if (r < -60)
    return copysign(0.0, x);
  /* subnormal: scale into range exactly, then one rounding multiplication by 2^-61 */
  double y = from_bits((b & SIGN) | ((u64)(r + 61) << 52) | (m & FRAC));
  return y * from_bits((u64)(1023 - 61) << 52);
}

double scalbn(double x, int n) { return ldexp(x, n); }

double frexp(double x, int *e) {
  u64 b = bits(x);
  if (EXP(b) == 0x7ff || !(b << 1)) {
    *e = 0;
    return x;
  }
  int ex;
  u64 m = unpack(b, &ex);
  *e = ex + 53;
  return from_bits((b & SIGN) | (1022ULL << 52) | (m & FRAC));
}

float frexpf(float x, int *e) { return (float)frexp(x, e); }

double modf(double x, double *ip) {
  double i = trunc(x);
  *ip = i;
  if (EXP(bits(x)) == 0x7ff && !(bits(x) & FRAC))
    return copysign(0.0, x);
  return copysign(x - i, x);
}

/* The exact remainder of |x| / |y| (finite, y nonzero) and the quotient's low 32 bits. */
static double rem_core(double x, double y, unsigned *quo) {
  u64 bx = bits(x) & ~SIGN, by = bits(y) & ~SIGN;
  *quo = 0;
  if (bx < by)
    return from_bits(bx);
  int ex, ey;
  u64 mx = unpack(bx, &ex), my = unpack(by, &ey);
  u64 r = mx;
  unsigned q = 0;
  for (int i = ex - ey; i >= 0; i--) {
    q <<= 1;
    if (r >= my) {
      r -= my;
      q |= 1;
    }
    if (i)
      r <<= 1;
  }
  *quo = q;
  if (!r)
    return 0.0;
  /* r * 2^ey, exact: r < my, and ey is at least the smallest exponent. */
  return ldexp((double)r, ey);
}

double fmod(double x, double y) {
  if (isnan(x) || isnan(y) || isinf(x) || y == 0)
    return NAN;
  if (isinf(y) || x == 0)
    return x;
  unsigned q;
  return copysign(rem_core(x, y, &q), x);
}

float fmodf(float x, float y) { return (float)fmod(x, y); }

double remquo(double x, double y, int *quo) {
  *quo = 0;
  if (isnan(x) || isnan(y) || isinf(x) || y == 0)
    return NAN;
  if (isinf(y))
    return x;
  unsigned q;
  double r = rem_core(x, y, &q);
  double ay = fabs(y);
  /* Round the quotient to nearest, ties to even: |r| - |y| is exact (Sterbenz). */
  if (r + r > ay || (r + r == ay && (q & 1))) {
    r -= ay;
    q++;
  }
  int neg = (int)((bits(x) ^ bits(y)) >> 63);
  *quo = neg ? -(int)(q & 7) : (int)(q & 7);
  return from_bits(bits(r) ^ (bits(x) & SIGN));
}

double remainder(double x, double y) {
  int q;
  return remquo(x, y, &q);
}

double fdim(double x, double y) {
  if (isnan(x) || isnan(y))
    return x + y;
  return x > y ? x - y : 0.0;
}

int ilogb(double x) {
  u64 b = bits(x);
  if (!(b << 1) || isnan(x))
    return -2147483647 - 1;
  if (isinf(x))
    return 2147483647;
  int e;
  unpack(b, &e);
  return e + 52;
}

double logb(double x) {
  if (isnan(x))
    return x;
  if (isinf(x))
    return fabs(x);
  if (x == 0)
    return -HUGE_VAL;
  return (double)ilogb(x);
}

double nextafter(double x, double y) {
  if (isnan(x) || isnan(y))
    return x + y;
  if (x == y)
    return y;
  u64 b = bits(x);
  if (!(b << 1))
    return from_bits((bits(y) & SIGN) | 1);
  /* away from zero when moving away from it, else toward it */
  return from_bits((x < y) == !(b >> 63) ? b + 1 : b - 1);
}

float nextafterf(float x, float y) {
  if (isnan(x) || isnan(y))
    return x + y;
  if (x == y)
    return y;
  u32 b = fbits(x);
  if (!(b << 1))
    return from_fbits((fbits(y) & 0x80000000u) | 1);
  return from_fbits((x < y) == !(b >> 31) ? b + 1 : b - 1);
}

/* A signaling NaN (quiet bit clear), which fmin and fmax turn into a quiet NaN. */
static int is_snan(double x) { return isnan(x) && !(bits(x) & (1ULL << 51)); }

double fmin(double x, double y) {
  if (is_snan(x) || is_snan(y))
    return x + y;
  if (isnan(x))
    return y;
  if (isnan(y))
    return x;
  return x < y ? x : y;
}

double fmax(double x, double y) {
  if (is_snan(x) || is_snan(y))
    return x + y;
  if (isnan(x))
    return y;
  if (isnan(y))
    return x;
  return x > y ? x : y;
}

float fminf(float x, float y) { return (float)fmin(x, y); }
float fmaxf(float x, float y) { return (float)fmax(x, y); }

/* ---- elementary functions: argument reduction, then a polynomial, within about one ulp
   (not correctly rounded; the corpus programs print fewer digits than that) ---- */

static const double LN2_HI = 6.93147180369123816490e-01; /* 0x3fe62e42fee00000 */
static const double LN2_LO = 1.90821492927058770002e-10; /* 0x3dea39ef35793c76 */

/* exp(x + xl), |xl| far below an ulp of x: the low part joins the reduced argument. */
static double exp_dd(double x, double xl) {
  if (isnan(x))
    return x;
  if (x > 709.8)
    return HUGE_VAL;
  if (x < -745.2)
    return 0.0;
  /* x = k ln2 + r, |r| <= ln2 / 2; exp(r) by its Taylor series (Horner), then * 2^k. */
  double k = rint(x * 1.44269504088896338700);
  double r = (x - k * LN2_HI) + (xl - k * LN2_LO);
  double p = 1.0 / 6227020800.0; /* 1/13! */
  static const double inv_fact[] = {1.0 / 479001600.0, 1.0 / 39916800.0, 1.0 / 3628800.0,
                                    1.0 / 362880.0,    1.0 / 40320.0,    1.0 / 5040.0,
                                    1.0 / 720.0,       1.0 / 120.0,      1.0 / 24.0,
                                    1.0 / 6.0,         0.5};
  for (int i = 0; i < 11; i++)
    p = p * r + inv_fact[i];
  /* exp(r) = 1 + r + r^2 p', summed so the small part is added last */
  double e = 1.0 + (r + r * r * p);
  return ldexp(e, (int)k);
}

double exp(double x) { return exp_dd(x, 0.0); }

double log(double x) {
  if (isnan(x) || x == HUGE_VAL)
    return x;
  if (x == 0)
    return -HUGE_VAL;
  if (x < 0)
    return NAN;
  int e;
  double m = frexp(x, &e); /* [0.5, 1) */
  if (m < 0.70710678118654752440) {
    m *= 2;
    e--;
  }
  /* log(m) = 2 atanh(s), s = (m - 1) / (m + 1), |s| < 0.172 */
  double f = m - 1.0;
  double s = f / (m + 1.0);
  double z = s * s;
  double p = 0;
  for (int i = 23; i >= 3; i -= 2)
    p = p * z + 1.0 / i;
  /* log(m) = f - (f^2/2 - s (f^2/2 + R)), R = 2 z p = 2 (z/3 + z^2/5 + ...) */
  double hfsq = 0.5 * f * f;
  double r = s * (hfsq + 2.0 * z * p);
  double lm = f - (hfsq - r);
  return (e * LN2_LO + lm) + e * LN2_HI;
}

static int is_int(double y) { return y == trunc(y); }

/* log(x) (x positive, finite) as hi + *lo with about 2^-60 relative error, for pow: the
   series of 2 atanh(s), s = f / (2 + f), with s and the leading term in double-double
   arithmetic (fma gives the exact remainders). */
static double log_dd(double x, double *lo) {
  int e;
  double m = frexp(x, &e);
  if (m < 0.70710678118654752440) {
    m *= 2;
    e--;
  }
  double f = m - 1.0; /* exact */
  double d = 2.0 + f, dl = (2.0 - d) + f;
  double sh = f / d;
  double sl = (fma(-sh, d, f) - sh * dl) / d;
  double z = sh * sh, p = 0;
  for (int i = 23; i >= 3; i -= 2)
    p = p * z + 1.0 / i;
  double tail = 2.0 * sh * z * p + 2.0 * sl;
  /* e ln2 + 2 sh + tail, adding the largest parts exactly */
  double a = e * LN2_HI, b = 2.0 * sh;
  double hi = a + b;
  double err = fabs(a) >= fabs(b) ? (a - hi) + b : (b - hi) + a;
  double l = err + (tail + e * LN2_LO);
  double h = hi + l;
  *lo = (hi - h) + l;
  return h;
}

double pow(double x, double y) {
  if (y == 0 || x == 1)
    return 1.0;
  if (isnan(x) || isnan(y))
    return x + y;
  if (y == 1)
    return x;
  if (y == 2)
    return x * x;
  if (y == -1)
    return 1.0 / x;
  if (y == 0.5 && x > 0 && !isinf(x))
    return sqrt(x);
  if (x == 0)
    return y < 0 ? HUGE_VAL : 0.0;
  int neg = 0;
  if (x < 0) {
    if (!is_int(y))
      return NAN;
    neg = fabs(y) < 9007199254740992.0 && fmod(y, 2.0) != 0;
    x = -x;
  }
  /* exp(y log x) with y log x in double-double: its rounding would cost |y log x| ulps */
  double ll, lh = log_dd(x, &ll);
  double ph = y * lh;
  double pl = fma(y, lh, -ph) + y * ll;
  double r = exp_dd(ph, pl);
  return neg ? -r : r;
}

/* sin and cos of r, |r| <= pi/4, by their Taylor series. */
static double sin_poly(double r) {
  double z = r * r, p = 0;
  static const double c[] = {-1.0 / 1307674368000.0, 1.0 / 6227020800.0, -1.0 / 39916800.0,
                             1.0 / 362880.0, -1.0 / 5040.0, 1.0 / 120.0, -1.0 / 6.0};
  for (int i = 0; i < 7; i++)
    p = p * z + c[i];
  return r + r * z * p;
}

static double cos_poly(double r) {
  double z = r * r, p = 0;
  static const double c[] = {1.0 / 20922789888000.0, -1.0 / 87178291200.0, 1.0 / 479001600.0,
                             -1.0 / 3628800.0, 1.0 / 40320.0, -1.0 / 720.0, 1.0 / 24.0};
  for (int i = 0; i < 7; i++)
    p = p * z + c[i];
  double h = 0.5 * z;
  double w = 1.0 - h;
  return w + (((1.0 - w) - h) + z * z * p);
}

/* x = n pi/2 + r: returns r and the quadrant n mod 4 (Cody-Waite, for |x| below 2^20 pi). */
static double reduce(double x, int *q) {
  double n = rint(x * 0.63661977236758134308);
  double r = x - n * 1.57079632673412561417e+00; /* 0x3ff921fb54400000 */
  r -= n * 6.07710050630396597660e-11;           /* 0x3dd0b4611a600000 */
  r -= n * 2.02226624879595063154e-21;           /* 0x3ba3198a2e037073 */
  *q = (int)((long long)n & 3);
  return r;
}

double sin(double x) {
  if (isnan(x) || isinf(x))
    return NAN;
  int q;
  double r = reduce(x, &q);
  double v = q & 1 ? cos_poly(r) : sin_poly(r);
  return q & 2 ? -v : v;
}

double cos(double x) {
  if (isnan(x) || isinf(x))
    return NAN;
  int q;
  double r = reduce(x, &q);
  double v = q & 1 ? sin_poly(r) : cos_poly(r);
  return (q + 1) & 2 ? -v : v;
}

/* ---- complex numbers: |z| and libgcc's multiply and divide (C99 Annex G) ---- */

double hypot(double x, double y) {
  x = fabs(x);
  y = fabs(y);
  if (isinf(x) || isinf(y))
    return HUGE_VAL;
  if (isnan(x) || isnan(y))
    return x + y;
  if (x < y) {
    double t = x;
    x = y;
    y = t;
  }
  if (y == 0)
    return x;
  /* scale by a power of two near x so the squares neither overflow nor underflow */
  int e = ilogb(x);
  double xs = ldexp(x, -e), ys = ldexp(y, -e);
  return ldexp(sqrt(xs * xs + ys * ys), e);
}

double cabs(double _Complex z) { return hypot(__builtin_creal(z), __builtin_cimag(z)); }
float cabsf(float _Complex z) { return (float)hypot(__builtin_crealf(z), __builtin_cimagf(z)); }

/* (a + bi)(c + di) with Annex G's recovery of infinities from NaN parts. */
#define CPU0_MUL3(NAME, T, INF, COPYSIGN)                                                  \
  T _Complex NAME(T a, T b, T c, T d) {                                                    \
    T ac = a * c, bd = b * d, ad = a * d, bc = b * c;                                      \
    T x = ac - bd, y = ad + bc;                                                            \
    if (isnan(x) && isnan(y)) {                                                            \
      int again = 0;                                                                       \
      if (isinf(a) || isinf(b)) {                                                          \
        a = COPYSIGN(isinf(a) ? 1 : 0, a);                                                 \
        b = COPYSIGN(isinf(b) ? 1 : 0, b);                                                 \
        if (isnan(c))                                                                      \
          c = COPYSIGN(0, c);                                                              \
        if (isnan(d))                                                                      \
          d = COPYSIGN(0, d);                                                              \
        again = 1;                                                                         \
      }                                                                                    \
      if (isinf(c) || isinf(d)) {                                                          \
        c = COPYSIGN(isinf(c) ? 1 : 0, c);                                                 \
        d = COPYSIGN(isinf(d) ? 1 : 0, d);                                                 \
        if (isnan(a))                                                                      \
          a = COPYSIGN(0, a);                                                              \
        if (isnan(b))                                                                      \
          b = COPYSIGN(0, b);                                                              \
        again = 1;                                                                         \
      }                                                                                    \
      if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) {                  \
        if (isnan(a))                                                                      \
          a = COPYSIGN(0, a);                                                              \
        if (isnan(b))                                                                      \
          b = COPYSIGN(0, b);                                                              \
        if (isnan(c))                                                                      \
          c = COPYSIGN(0, c);                                                              \
        if (isnan(d))                                                                      \
          d = COPYSIGN(0, d);                                                              \
        again = 1;                                                                         \
      }                                                                                    \
      if (again) {                                                                         \
        x = INF * (a * c - b * d);                                                         \
        y = INF * (a * d + b * c);                                                         \
      }                                                                                    \
    }                                                                                      \
    return __builtin_complex(x, y);                                                        \
  }

/* (a + bi) / (c + di) by Smith's method (as libgcc), with Annex G's special cases. */
#define CPU0_DIV3(NAME, T, INF, COPYSIGN, FABS)                                            \
  T _Complex NAME(T a, T b, T c, T d) {                                                    \
    T x, y;                                                                                \
    if (FABS(c) < FABS(d)) {                                                               \
      T ratio = c / d, denom = c * ratio + d;                                              \
      x = (a * ratio + b) / denom;                                                         \
      y = (b * ratio - a) / denom;                                                         \
    } else {                                                                               \
      T ratio = d / c, denom = d * ratio + c;                                              \
      x = (b * ratio + a) / denom;                                                         \
      y = (b - a * ratio) / denom;                                                         \
    }                                                                                      \
    if (isnan(x) && isnan(y)) {                                                            \
      if (c == 0 && d == 0 && (!isnan(a) || !isnan(b))) {                                  \
        x = COPYSIGN(INF, c) * a;                                                          \
        y = COPYSIGN(INF, c) * b;                                                          \
      } else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) {                   \
        a = COPYSIGN(isinf(a) ? 1 : 0, a);                                                 \
        b = COPYSIGN(isinf(b) ? 1 : 0, b);                                                 \
        x = INF * (a * c + b * d);                                                         \
        y = INF * (b * c - a * d);                                                         \
      } else if ((isinf(c) || isinf(d)) && isfinite(a) && isfinite(b)) {                   \
        c = COPYSIGN(isinf(c) ? 1 : 0, c);                                                 \
        d = COPYSIGN(isinf(d) ? 1 : 0, d);                                                 \
        x = 0 * (a * c + b * d);                                                           \
        y = 0 * (b * c - a * d);                                                           \
      }                                                                                    \
    }                                                                                      \
    return __builtin_complex(x, y);                                                        \
  }

CPU0_MUL3(__muldc3, double, HUGE_VAL, copysign)
CPU0_MUL3(__mulsc3, float, HUGE_VALF, copysignf)
CPU0_DIV3(__divdc3, double, HUGE_VAL, copysign, fabs)
CPU0_DIV3(__divsc3, float, HUGE_VALF, copysignf, fabsf)

/* ---- atan and atan2: reduction to |t| < 7/16 around atan(1/2), atan(1), atan(3/2) and
   atan(inf), each constant in two parts, then the Taylor series ---- */

static const double ATAN_HI[] = {4.63647609000806093515e-01, 7.85398163397448278999e-01,
                                 9.82793723247329054082e-01, 1.57079632679489655800e+00};
static const double ATAN_LO[] = {2.26987774529616870924e-17, 3.06161699786838301793e-17,
                                 1.39033110312309984516e-17, 6.12323399573676603587e-17};

double atan(double x) {
  if (isnan(x))
    return x;
  double ax = fabs(x);
  int id = -1;
  if (ax >= 7.0 / 16) {
    if (ax < 11.0 / 16) {
      id = 0;
      ax = (2.0 * ax - 1.0) / (2.0 + ax);
    } else if (ax < 19.0 / 16) {
      id = 1;
      ax = (ax - 1.0) / (ax + 1.0);
    } else if (ax < 39.0 / 16) {
      id = 2;
      ax = (ax - 1.5) / (1.0 + 1.5 * ax);
    } else {
      id = 3;
      ax = isinf(ax) ? -0.0 : -1.0 / ax;
    }
  }
  /* atan(t) = t - t q, q = z/3 - z^2/5 + z^3/7 - ..., z = t^2 <= 0.19 */
  double z = ax * ax, q = 0;
  for (int n = 27; n >= 1; n--)
    q = q * -z + 1.0 / (2 * n + 1);
  q *= z;
  double r = id < 0 ? ax - ax * q : ATAN_HI[id] - ((ax * q - ATAN_LO[id]) - ax);
  return copysign(r, x);
}

double atan2(double y, double x) {
  static const double PI = 3.1415926535897931160e+00, PI_LO = 1.2246467991473531772e-16;
  if (isnan(x) || isnan(y))
    return x + y;
  if (y == 0) {
    if (signbit(x))
      return copysign(PI, y);
    return y;
  }
  if (x == 0)
    return copysign(PI / 2, y);
  if (isinf(x)) {
    if (isinf(y))
      return copysign(signbit(x) ? 3 * PI / 4 : PI / 4, y);
    return signbit(x) ? copysign(PI, y) : copysign(0.0, y);
  }
  if (isinf(y))
    return copysign(PI / 2, y);
  int k = ilogb(y) - ilogb(x);
  double a;
  if (k > 60)
    a = PI / 2 + 0.5 * PI_LO;
  else if (k < -60 && signbit(x))
    a = 0.0;
  else
    a = atan(fabs(y / x));
  if (!signbit(x))
    return copysign(a, y);
  return copysign(PI - (a - PI_LO), y);
}

/* ---- complex elementary functions (as glibc composes them, not exact) ---- */

double carg(double _Complex z) { return atan2(__builtin_cimag(z), __builtin_creal(z)); }

double _Complex cexp(double _Complex z) {
  double r = exp(__builtin_creal(z)), t = __builtin_cimag(z);
  if (t == 0)
    return __builtin_complex(r, t);
  return __builtin_complex(r * cos(t), r * sin(t));
}

double _Complex clog(double _Complex z) { return __builtin_complex(log(cabs(z)), carg(z)); }

double _Complex cpow(double _Complex z, double _Complex w) {
  if (__builtin_creal(z) == 0 && __builtin_cimag(z) == 0 && __builtin_creal(w) > 0)
    return __builtin_complex(0.0, 0.0);
  return cexp(w * clog(z));
}
