/* The Cpu0 runtime's math library, compiled by kiln: the functions the floating-point
 * corpus programs call, each exact (the result is representable, so there is nothing to
 * round: fabs, copysign, floor/ceil/trunc/round/rint, fmod, remainder/remquo, frexp, modf,
 * fmin, fmax, fdim, logb, ilogb, nextafter) or correctly rounded (sqrt and fma through
 * softfloat.c's __cpu0_sqrt and __cpu0_fma; ldexp/scalbn round once). In: doubles and floats as C values (their arithmetic is softfloat.c's). Out: the
 * results. Transcendental functions (exp, log, sin, cos, pow, cbrt) are not here. */
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

double fmin(double x, double y) {
  if (isnan(x))
    return y;
  if (isnan(y))
    return x;
  return x < y ? x : y;
}

double fmax(double x, double y) {
  if (isnan(x))
    return y;
  if (isnan(y))
    return x;
  return x > y ? x : y;
}

float fminf(float x, float y) { return (float)fmin(x, y); }
float fmaxf(float x, float y) { return (float)fmax(x, y); }
