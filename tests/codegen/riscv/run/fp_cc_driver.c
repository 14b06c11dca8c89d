/* The gcc-built half of the lp64d calling-convention run test (see fp_cc.c). */
#include <stdarg.h>
#include <stdio.h>

struct ff { float a, b; };
struct di { double d; int i; };
struct fl { float f; long l; };

double k_mixed(int a0, double f0, long a1, float f1, int a2, double f2, int a3, float f3,
               int a4, double f4, int a5, float f5, int a6, double f6, int a7, float f7,
               int a8, double f8, long a9, float f9, double f10);
float k_floats(float f0, float f1, float f2, float f3, float f4, float f5, float f6,
               float f7, float f8, float f9, double f10, float f11);
float k_ff(struct ff x, struct ff y, float s);
double k_di(double f0, double f1, double f2, double f3, double f4, double f5,
            struct di x, struct di y);
double k_fl(struct fl a, struct fl b);
double k_vsum(int n, ...);
long k_vints(int n, ...);
double k_calls(double x);

double drv_mixed(int a0, double f0, long a1, float f1, int a2, double f2, int a3, float f3,
                 int a4, double f4, int a5, float f5, int a6, double f6, int a7, float f7,
                 int a8, double f8, long a9, float f9, double f10) {
  return a0 - f0 + a1 - f1 + a2 - f2 + a3 - f3 + a4 - f4 + a5 - f5 + a6 - f6 + a7 - f7 + a8 -
         f8 + a9 - f9 + f10 * 100;
}

double drv_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (i % 3 == 2) ? (double)va_arg(ap, long) : va_arg(ap, double) * (i + 2);
  va_end(ap);
  return s;
}

float drv_ff(struct ff x, struct ff y, float s) { return x.a * s - x.b + y.a * y.b; }

double drv_di(double f0, double f1, double f2, double f3, double f4, double f5,
              struct di x, struct di y) {
  return f0 * f1 + f2 * f3 + f4 * f5 + x.d + x.i * 1000 + y.d * y.i;
}

int main(void) {
  struct ff p = {3.5f, -1.25f}, q = {0.75f, 16.0f};
  struct di d1 = {2.5, 4}, d2 = {-6.0, 3};
  struct fl l1 = {1.5f, -3}, l2 = {-0.25f, 1L << 40};
  printf("mixed %a\n", k_mixed(1, 0.5, 1L << 33, 1.5f, -3, 2.25, 4, -0.125f, 5, 1e100, -6,
                               3.0f, 7, -7.5, 8, 0.0625f, 9, 1e-3, -10, 1e9f, 2.0));
  printf("floats %a\n", (double)k_floats(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.5, -12));
  printf("ff %a\n", (double)k_ff(p, q, 0.5f));
  printf("di %a\n", k_di(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, d1, d2));
  printf("fl %a\n", k_fl(l1, l2));
  printf("vsum %a\n", k_vsum(10, 1.5, -2.0, 3L, 4.25, 1e-5, -6L, 7.0, 8.5, 9L, 10.0));
  printf("vsum0 %a\n", k_vsum(0));
  printf("vints %ld\n", k_vints(12, 1, -2, 3, 4, 5, -6, 7, 8, 9, 10, -11, 12));
  printf("calls %a\n", k_calls(1.75));
  return 0;
}
