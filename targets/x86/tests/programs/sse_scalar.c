/* SSE2 scalar floating point at its edges: every compare predicate on ordered, equal and
   unordered (NaN) operands as a value, a branch and a select; unsigned conversions at
   2^31, 2^32-1, 2^63 and 2^64-1; the sign bit of fneg/fabs on -0.0 and NaN; doubles and
   floats live across calls (no XMM register survives one); more than eight double
   arguments, and variadic doubles read with va_arg past the eight register slots; selects
   that are exactly minsd/maxsd and one that is not (<=), on NaN and signed zeros. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef int (*cmp_fn)(double, double);
#define CMP(name, expr) \
  static __attribute__((noinline)) int name(double a, double b) { return expr; } \
  static __attribute__((noinline)) int name##_br(double a, double b) { if (expr) return 1; return 0; } \
  static __attribute__((noinline)) double name##_sel(double a, double b) { return (expr) ? b * 3 : b * 5; }
CMP(eq, a == b)
CMP(ne, a != b)
CMP(lt, a < b)
CMP(le, a <= b)
CMP(gt, a > b)
CMP(ge, a >= b)
CMP(ueq, !(a < b || a > b))
CMP(one, a < b || a > b)
CMP(uno, __builtin_isunordered(a, b))
CMP(ult, !(a >= b))
CMP(ugt, !(a <= b))

static unsigned long long bits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }
static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }

static __attribute__((noinline)) double u64_to_d(unsigned long long x) { return (double)x; }
static __attribute__((noinline)) float u64_to_f(unsigned long long x) { return (float)x; }
static __attribute__((noinline)) double u32_to_d(unsigned x) { return (double)x; }
static __attribute__((noinline)) unsigned long long d_to_u64(double d) { return (unsigned long long)d; }
static __attribute__((noinline)) unsigned d_to_u32(double d) { return (unsigned)d; }
static __attribute__((noinline)) unsigned long long f_to_u64(float f) { return (unsigned long long)f; }
static __attribute__((noinline)) double neg(double d) { return -d; }
static __attribute__((noinline)) float negf(float f) { return -f; }
static __attribute__((noinline)) double absd(double d) { return __builtin_fabs(d); }
static __attribute__((noinline)) double opaque(double d) { return d; }

static __attribute__((noinline)) double many(double a, double b, double c, double d, double e,
                                             double f, double g, double h, double i, float j,
                                             double k) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k;
}

static __attribute__((noinline)) double vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 2 + va_arg(ap, double);
  va_end(ap);
  return s;
}

static __attribute__((noinline)) double across_calls(double x, float y) {
  double a = x * 1.5, b = x - 0.25, c = x / 3.0, d = (double)y * 2;
  float e = y + 1.0f;
  double r = opaque(a) + opaque(b);
  r += opaque(c) * opaque(d);
  return r + e + a + b + c + d;
}

static __attribute__((noinline)) double mn(double a, double b) { return a < b ? a : b; }
static __attribute__((noinline)) double mx(double a, double b) { return a > b ? a : b; }
static __attribute__((noinline)) double mx2(double a, double b) { return a < b ? b : a; }
static __attribute__((noinline)) float mnf(float a, float b) { return a > b ? b : a; }
static __attribute__((noinline)) double mnle(double a, double b) { return a <= b ? a : b; }

int main(void) {
  volatile double zero = 0.0;
  double nan = zero / zero;
  double ops[3][2] = {{1.0, 2.0}, {2.0, 2.0}, {nan, 1.0}};
  cmp_fn fs[] = {eq, ne, lt, le, gt, ge, ueq, one, uno, ult, ugt};
  cmp_fn brs[] = {eq_br, ne_br, lt_br, le_br, gt_br, ge_br, ueq_br, one_br, uno_br, ult_br, ugt_br};
  double (*sels[])(double, double) = {eq_sel, ne_sel, lt_sel, le_sel, gt_sel, ge_sel, ueq_sel,
                                      one_sel, uno_sel, ult_sel, ugt_sel};
  for (int k = 0; k < 3; k++) {
    for (int p = 0; p < 11; p++) {
      double s = sels[p](ops[k][0], ops[k][1]);
      printf("%d%d%d ", fs[p](ops[k][0], ops[k][1]), brs[p](ops[k][0], ops[k][1]), (int)(s / ops[k][1]));
    }
    printf("\n");
  }
  printf("%.17g %.17g %.17g\n", u64_to_d(18446744073709551615ull), u64_to_d(9223372036854775808ull), u64_to_d(12345));
  printf("%.9g %.9g %.17g\n", u64_to_f(18446744073709551615ull), u64_to_f(9223372036854777856ull), u32_to_d(4294967295u));
  printf("%llu %llu %u %u %llu\n", d_to_u64(18446744073709549568.0), d_to_u64(9223372036854775808.0),
         d_to_u32(4294967295.0), d_to_u32(2147483648.0), f_to_u64(1e19f));
  printf("%016llx %016llx %08x %016llx %016llx\n", bits(neg(0.0)), bits(absd(-0.0)), fbits(negf(0.0f)),
         bits(absd(-nan)) >> 63, bits(neg(nan)) >> 63 ^ bits(nan) >> 63);
  printf("%.17g\n", many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10.5f, 11));
  printf("%.17g %.17g\n", vsum(3, 1.0, 2.0, 3.0), vsum(11, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0));
  printf("%.17g\n", across_calls(2.75, 1.25f));
  double mm[] = {1, 2, -0.0, 0.0, nan};
  for (int i = 0; i < 5; i++) {
    for (int j = 0; j < 5; j++)
      printf("%g %g %g %g %g|", mn(mm[i], mm[j]), mx(mm[i], mm[j]), mx2(mm[i], mm[j]),
             (double)mnf((float)mm[i], (float)mm[j]), mnle(mm[i], mm[j]));
    printf("\n");
  }
  return 0;
}
