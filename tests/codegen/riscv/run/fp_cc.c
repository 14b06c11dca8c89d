/* The lp64d calling convention, kiln's side: compiled by clang-22 to IR, then by kiln and by
   llc-22, each linked with fp_cc_driver.c (built by riscv64-linux-gnu-gcc), which calls these
   functions and is called by them. Both builds must print the same. */
#include <stdarg.h>

struct ff { float a, b; };
struct di { double d; int i; };
struct fl { float f; long l; };

double drv_mixed(int a0, double f0, long a1, float f1, int a2, double f2, int a3, float f3,
                 int a4, double f4, int a5, float f5, int a6, double f6, int a7, float f7,
                 int a8, double f8, long a9, float f9, double f10);
double drv_vsum(int n, ...);
float drv_ff(struct ff x, struct ff y, float s);
double drv_di(double f0, double f1, double f2, double f3, double f4, double f5,
              struct di x, struct di y);

/* Ten integer and eleven FP arguments, interleaved: a8, a9 and f8-f10 go to the GPRs that
   are left and then to the stack. */
double k_mixed(int a0, double f0, long a1, float f1, int a2, double f2, int a3, float f3,
               int a4, double f4, int a5, float f5, int a6, double f6, int a7, float f7,
               int a8, double f8, long a9, float f9, double f10) {
  return a0 + 2 * f0 + 3 * a1 + 4 * f1 + 5 * a2 + 6 * f2 + 7 * a3 + 8 * f3 + 9 * a4 +
         10 * f4 + 11 * a5 + 12 * f5 + 13 * a6 + 14 * f6 + 15 * a7 + 16 * f7 + 17 * a8 +
         18 * f8 + 19 * a9 + 20 * f9 + 21 * f10;
}

/* Only FP arguments, more than eight: the ninth and later go to a0-a7. */
float k_floats(float f0, float f1, float f2, float f3, float f4, float f5, float f6,
               float f7, float f8, float f9, double f10, float f11) {
  return f0 - f1 + f2 * f3 - f4 / f5 + f6 + f7 * 0.5f + f8 * 3 + f9 - (float)f10 + f11;
}

/* A struct of two floats goes in two FPRs; one of a double and an int in an FPR and a GPR
   while both kinds are left (clang flattens them; when the FPRs are used up clang passes
   such a struct as [2 x i64], a first-class aggregate, not covered here). */
float k_ff(struct ff x, struct ff y, float s) { return (x.a - y.b) * s + x.b * y.a; }

double k_di(double f0, double f1, double f2, double f3, double f4, double f5,
            struct di x, struct di y) {
  return f0 + f1 + f2 + f3 + f4 + f5 + x.d * x.i - y.d / y.i;
}

double k_fl(struct fl a, struct fl b) { return a.f * a.l + b.f - b.l; }

/* Variadic definitions: doubles (in GPRs or on the stack) and integers, read with va_arg,
   with a va_copy walked twice. */
double k_vsum(int n, ...) {
  va_list ap, aq;
  va_start(ap, n);
  va_copy(aq, ap);
  double s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 2)
      s += va_arg(ap, long) * 0.25;
    else
      s += va_arg(ap, double) * (i + 1);
  }
  for (int i = 0; i < n; i++) {
    if (i % 3 == 2)
      s -= va_arg(aq, long);
    else
      s -= va_arg(aq, double);
  }
  va_end(aq);
  va_end(ap);
  return s;
}

long k_vints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) s = s * 3 + va_arg(ap, int);
  va_end(ap);
  return s;
}

/* Calls into the gcc-built driver: the same conventions as a caller. */
double k_calls(double x) {
  struct ff p = {1.5f, -2.25f}, q = {0.125f, 8.0f};
  struct di d1 = {x, 3}, d2 = {-x, -7};
  double r = drv_mixed(1, x, 2, 0.5f, 3, -x, 4, 1.25f, 5, x * x, 6, 2.5f, 7, 0.75, 8, -1.0f,
                       9, x / 3, 10, 3.5f, -0.5);
  r += drv_vsum(7, x, 2.0, 3L, -x, 0.5, 6L, 1e10);
  r += drv_ff(p, q, (float)x);
  r += drv_di(1, 2, 3, 4, 5, 6, d1, d2);
  return r;
}
