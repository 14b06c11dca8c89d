/* Double-precision arithmetic: exact sums and products, division, mixed float/double
   expressions, loops summing dyadic fractions, and printing with %.17g and %a. */
#include <stdio.h>
#include <stdint.h>

static double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) { double p = a[i] * b[i]; s += p; } return s; }

int main(void) {
    double a[] = {1.5, -2.0, 0.25, 1024.0, -3.125, 0.0, 7.75, 65536.5};
    double b[] = {2.0, 0.5, -8.0, 0.001953125, 4.0, 123.0, -1.0, 2.0};
    for (int i = 0; i < 8; i++)
        printf("%g %g: %g %g %g %.17g %a\n", a[i], b[i], a[i] + b[i], a[i] - b[i], a[i] * b[i], a[i] / b[i], a[i] * b[i]);
    printf("dot %g\n", dot(a, b, 8));
    double s = 0;
    for (int i = 1; i <= 1000; i++) s += 1.0 / 1024.0;
    printf("sum of 1/1024 x1000 = %.17g\n", s);
    double x = 1.0;
    for (int i = 0; i < 60; i++) x = x * 2.0;
    printf("2^60 = %.17g\n", x);
    printf("1/3 = %.17g %a\n", 1.0 / 3.0, 1.0 / 3.0);
    printf("0.1+0.2 = %.17g\n", 0.1 + 0.2);
    float f = 0.1f;
    double fd = f;
    printf("float 0.1 as double %.17g, double-float %a\n", fd, 0.1 - fd);
    double big = 1e300, tiny = 1e-300;
    printf("big*tiny %.6g big/tiny %.6g\n", big * tiny, big / tiny);
    double m = 0;
    for (int i = 0; i < 100; i++) m = m * 0.5 + (double)i;
    printf("m %.17g\n", m);
    return 0;
}
