// x87 long double at its edges: every compare predicate with NaN, infinities and signed
// zeros (as a value, a branch and a select), conversions to and from every integer width
// and float/double at their limits, arithmetic and fabs/sqrt, values live across calls
// and blocks (more than the x87 stack holds), long double arguments and results both ways
// with gcc's code (long_double_gcc.c), complex long double, and varargs.
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

long double gcc_mix(int a, long double b, double c, long double d, long long e);
_Complex long double gcc_cmul(_Complex long double a, _Complex long double b);
long double gcc_apply(long double (*f)(long double, long double), long double a,
                      long double b);
long double gcc_sum(int n, ...);

__attribute__((noinline)) static long double opaque(long double x) { return x; }

static void compares(long double a, long double b) {
  int v = (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 | (a > b) << 4 |
          (a >= b) << 5 | __builtin_isunordered(a, b) << 6 | !(a < b) << 7 |
          !(a <= b) << 8 | !(a > b) << 9 | !(a >= b) << 10 |
          __builtin_islessgreater(a, b) << 11;
  int br = 0;
  if (a == b) br |= 1;
  if (a != b) br |= 2;
  if (a < b) br |= 4;
  if (a <= b) br |= 8;
  if (a > b) br |= 16;
  if (a >= b) br |= 32;
  if (__builtin_isunordered(a, b)) br |= 64;
  long double s1 = a < b ? a : b, s2 = a >= b ? a : b, s3 = a != b ? a : b;
  long double s4 = __builtin_isunordered(a, b) ? 1.0L : 2.0L;
  printf("cmp %Lg %Lg: %x %x %Lg %Lg %Lg %Lg\n", a, b, v, br, s1, s2, s3, s4);
}

// Each conversion only where the value fits the type (C leaves the rest undefined).
static void to_ints(long double x) {
  printf("to_ints %Lg: %lld", x, (long long)x);
  if (x > -2147483649.0L && x < 2147483648.0L)
    printf(" %d", (int)x);
  if (x > -32769.0L && x < 32768.0L)
    printf(" %d", (short)x);
  if (x > -129.0L && x < 128.0L)
    printf(" %d", (signed char)x);
  printf("\n");
}

static void to_uints(long double x) {
  printf("to_uints %Lg: %llu", x, (unsigned long long)x);
  if (x < 4294967296.0L)
    printf(" %u", (unsigned)x);
  if (x < 65536.0L)
    printf(" %u", (unsigned short)x);
  if (x < 256.0L)
    printf(" %u", (unsigned char)x);
  printf("\n");
}

long double kiln_sub(long double a, long double b) { return a - b; }

static long double var_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0)
      s += va_arg(ap, long double);
    else if (i % 3 == 1)
      s += va_arg(ap, int);
    else
      s += va_arg(ap, double);
  }
  va_end(ap);
  return s;
}

int main(void) {
  long double nan = opaque(__builtin_nanl("")), inf = opaque(__builtin_infl());
  long double vals[] = {0.0L, -0.0L, 1.0L, -2.5L, inf, -inf, nan, 1e4000L};
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      compares(vals[i], vals[j]);

  long double ints[] = {0.0L, -0.75L, 0.75L, 127.9L, -128.9L, 32767.5L, -32768.5L,
                        2147483647.9L, -2147483648.9L, 9223372036854775807.0L,
                        -9223372036854775808.0L, 1e18L, -123456789012345.678L};
  for (int i = 0; i < 13; i++)
    to_ints(opaque(ints[i]));
  long double uints[] = {0.0L, 0.99L, 255.5L, 65535.9L, 4294967295.5L, 4294967296.0L,
                         9223372036854775808.0L, 18446744073709551615.0L,
                         18446744073709549568.0L, 1e19L};
  for (int i = 0; i < 10; i++)
    to_uints(opaque(uints[i]));

  // Several truncating conversions in one block (each sets and restores the control word;
  // none may round to nearest).
  long double h1 = opaque(0.75L), h2 = opaque(-2.5L), h3 = opaque(4611686018427387904.5L);
  printf("trunc %lld %lld %llu %llu %d %u\n", (long long)h1, (long long)h2,
         (unsigned long long)h1, (unsigned long long)h3, (int)(h1 - h2), (unsigned)(h1 + h1));
  signed char c = -128;
  short s = -32768;
  int n = -2147483647 - 1;
  long long ll = INT64_MIN, lm = INT64_MAX;
  unsigned char uc = 255;
  unsigned short us = 65535;
  unsigned u = 4294967295u;
  unsigned long long ul = UINT64_MAX, uh = (1ull << 63) + 1, uo = 12345678901234567891ull;
  printf("from %.0Lf %.0Lf %.0Lf %.0Lf %.0Lf\n", (long double)c, (long double)s,
         (long double)n, (long double)ll, (long double)lm);
  printf("from %.0Lf %.0Lf %.0Lf %.0Lf %.0Lf %.0Lf\n", (long double)uc, (long double)us,
         (long double)u, (long double)ul, (long double)uh, (long double)uo);
  float f = opaque(1.0L / 3);
  double d = opaque(1.0L / 3);
  printf("round %.9g %.17g %.20Lg %.20Lg\n", f, d, (long double)f, (long double)d);
  printf("round %g %g %g %g\n", (double)opaque(1e400L), (float)opaque(1e40L),
         (double)opaque(-1e-400L), (double)opaque(nan));

  long double a = opaque(3.0L), b = opaque(-7.25L);
  printf("arith %.20Lg %.20Lg %.20Lg %.20Lg %Lg %Lg %.20Lg\n", a + b, a - b, a * b, a / b,
         -b, fabsl(b), sqrtl(a));
  // (The sign of 0/0's NaN depends on whether clang folded it.)
  long double q = opaque(0.0L) / opaque(0.0L);
  printf("div0 %Lg %Lg %d\n", a / opaque(0.0L), b / opaque(0.0L), q != q);

  // More live values than the eight x87 registers, across calls and blocks.
  long double v[12];
  for (int i = 0; i < 12; i++)
    v[i] = opaque(i + 0.5L);
  long double acc = 0;
  for (int k = 0; k < 3; k++) {
    long double t0 = v[0] * v[1], t1 = v[2] * v[3], t2 = v[4] * v[5], t3 = v[6] * v[7],
                t4 = v[8] * v[9], t5 = v[10] * v[11], t6 = v[1] - v[2], t7 = v[3] + v[9];
    long double w = opaque(t0);
    if (k & 1)
      acc += t0 + t1 * t2 - t3 / t4 + t5 * t6 - t7 + w;
    else
      acc -= t7 * t6 + t5 - t4 * t3 + t2 - t1 / t0 - w;
  }
  printf("pressure %.15Lg\n", acc);

  printf("abi %.20Lg\n", gcc_mix(3, 1.25L, 2.5, -0.125L, 1000000000000LL));
  _Complex long double z = gcc_cmul(1.5L + 2.0iL, -0.5L + 4.0iL);
  printf("complex %Lg %Lg\n", __real__ z, __imag__ z);
  printf("callback %Lg\n", gcc_apply(kiln_sub, 10.0L, 2.5L));
  printf("varargs %.20Lg %.20Lg\n", var_sum(7, 1.5L, 2, 0.25, 3.75L, -4, 8.5, 1e-3L),
         gcc_sum(4, 1.0L, 2.0L, 0.5L, 1e30L));
  printf("printf %Lf %Le %.3La %d %Lf\n", opaque(1.0L / 7), opaque(-1e-300L), opaque(10.0L),
         42, opaque(2.0L));
  return 0;
}
