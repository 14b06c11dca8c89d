/* Floating-point edge cases on Cpu0's soft float and printf (expected output: gcc's build on
 * x86-64 with glibc): signed zeros, subnormals, infinities and NaNs through arithmetic,
 * compares and conversions; printf's %f %e %g %a with exact ties, huge and tiny values,
 * widths and flags; float (f32) rounding and f32/f64 conversions; libm's exact functions. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static volatile double vz = 0.0, vone = 1.0, vmin = DBL_MIN, vtrue_min = 4.9406564584124654e-324;
static volatile float fz = 0.0f, fone = 1.0f;

static uint64_t bits(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

static uint32_t fbits(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}

static void show(const char *what, double d) {
  printf("%-14s %016llx %.17g %a\n", what, (unsigned long long)bits(d), d, d);
}

int main(void) {
  double inf = vone / vz, nan = vz / vz, negz = -vz;
  show("inf", inf);
  show("-inf", -inf);
  show("-0", negz);
  show("0*-1", vz * -1.0);
  show("-0+0", negz + vz);
  show("-0-0", negz - vz);
  show("inf-inf nan?", (inf - inf) != (inf - inf) ? 1.0 : 0.0);
  show("min/2", vmin / 2);
  show("true_min/2", vtrue_min / 2);
  show("3*true_min/2", 3 * vtrue_min / 2);
  show("max*2", DBL_MAX * (vone + 1));
  show("1+eps/2", vone + DBL_EPSILON / 2);
  show("1+eps*3/4", vone + DBL_EPSILON * 0.75);
  show("1/3", vone / 3);
  show("2/3", 2 * vone / 3);
  show("0.1+0.2", 0.1 * vone + 0.2);
  show("sqrt2", sqrt(2 * vone));
  show("sqrt(-0)", sqrt(negz));
  show("fma", fma(0.1 * vone, 10.0, -1.0));
  show("min*min", vmin * vmin);
  show("sub*2^52", vtrue_min * 4503599627370496.0);
  printf("nan compares: %d %d %d %d %d %d\n", nan == nan, nan != nan, nan < 1, nan >= 1,
         isnan(nan), isinf(-inf));
  printf("zero compares: %d %d %d\n", negz == vz, negz < vz, signbit(negz) != 0);
  printf("ints: %d %d %u %lld %llu\n", (int)(-2.9 * vone), (int)(2147483647.0 * vone),
         (unsigned)(4294967295.0 * vone), (long long)(-9.2233720368547758e18 * vone),
         (unsigned long long)(1.8446744073709550e19 * vone));
  printf("from ints: %.17g %.17g %.9g %.9g\n", (double)(long long)9007199254740993LL,
         (double)(unsigned long long)18446744073709551615ULL, (float)(int)16777217,
         (float)(long long)9007199254740993LL);
  printf("ties %%.0f: %.0f %.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -3.5, 4.5000000000000009);
  printf("ties: %.2f %.2f %.1f %.3e %.0e\n", 0.125, 0.375, 0.25, 1.0005, 2.5);
  printf("big: %f\n", 1e300 * vone);
  printf("max: %.0f\n", DBL_MAX);
  printf("small: %.20e %g %g\n", vtrue_min, vmin, 1e-5);
  printf("g: %g %g %g %g %g %g %#g\n", 100000.0, 1000000.0, 0.0001, 0.00001, 123456789.0,
         0.0, 1.0);
  printf("G: %G %E %.3G %.10g\n", 1e-10, 12345.678, 0.000123456, 1.0 / 3);
  printf("flags: [%+.2f] [% .3f] [%10.3f] [%-10.2e] [%010.2f] [%+08.2f] [%#.0f]\n", 3.14159,
         2.5, -1.0, 12345.0, -3.5, 2.25, 7.0);
  printf("special: [%f] [%e] [%g] [%8.2f] [%-6f] [%+f] [%F] [%010f]\n", inf, -inf, nan, inf,
         -inf, inf, inf, -inf);
  printf("a: %a %a %a %.0a %.2a %A %a\n", 1.0, -0.1, vtrue_min, 1.5, 3.14159, 255.5, vz);
  printf("star: %*.*f|%-*g|\n", 10, 3, 2.71828, 8, 0.5);
  float f = fone / 3;
  printf("float: %08x %.9g %08x %08x %08x\n", fbits(f), f, fbits(f * 3), fbits(fone / fz),
         fbits((float)(1e40 * vone)));
  printf("float round: %08x %08x %08x\n", fbits((float)(1.0 + 0x1p-24) * fone),
         fbits((float)(1.0 + 0x1.8p-24 * vone)), fbits((float)(0x1p-149 * 0.5 * vone)));
  printf("float sub: %08x %08x %.9g\n", fbits(1e-45f * fone), fbits(1e-38f * fone / 1024),
         (double)(1e-38f * fone / 1024));
  printf("libm: %g %g %g %g %g %g %g\n", floor(-2.5), ceil(-0.5), trunc(2.7), round(-2.5),
         rint(2.5), fmod(-7.5, 2.0), remainder(7.0, 2.0));
  int e;
  double m = frexp(vtrue_min, &e);
  printf("frexp: %g %d; ldexp: %g %a\n", m, e, ldexp(1.0, -1074), ldexp(0.75, -1074));
  return 0;
}
