/* long double (fp128) through libgcc's soft-float routines, and __int128 <-> double through
   libgcc's conversions: arithmetic, every comparison (NaN included), conversions to and from
   float, double and integers, long double arguments mixed with others, long double varargs
   (16-byte aligned in the va_list), fabsl/copysignl/negation. Compiled by kiln and by llc-22;
   both builds must print the same. */
#include <stdio.h>
#include <stdarg.h>
#include <math.h>
long double add(long double a, long double b) { return a + b; }
long double mix(int i, double d, long double x, float f, long double y) { return x * d - y / f + i; }
long double vsum(int n, ...) { va_list ap; va_start(ap, n); long double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, long double); va_end(ap); return s; }
__int128 big(double d) { return (__int128)(d * 1e20); }
double fromb(__int128 x) { return (double)x; }
int main(void) {
  volatile long double a = 1.0L / 3, b = -2.5L, n = NAN;
  long double c = add(a, b);
  printf("%.30Lg %.30Lg\n", c, mix(3, 0.1, a, 3.0f, b));
  printf("%d %d %d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b, a != b, n == n, n != a);
  printf("%d %d %d\n", !(n < a), !(n >= a), isunordered(n, a));
  printf("%g %g %ld %lu %d %Lg %Lg\n", (double)c, (float)c, (long)(c * 1e10L), (unsigned long)(a * 1e18L), (int)b, (long double)7, (long double)(unsigned long)-1);
  printf("%.25Lg\n", vsum(3, a, b, (long double)1e30));
  printf("%Lg %Lg %Lg\n", fabsl(b), copysignl(a, b), -a);
  __int128 x = big(-123.456);
  printf("%lld %g %g\n", (long long)(x >> 20), fromb(x), fromb((__int128)1 << 100));
  return 0; }
