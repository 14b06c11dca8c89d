/* Iterative floating-point algorithms whose printed results are stable across targets:
   Newton's square root and cube root (printed to 6 significant digits), bisection for a
   polynomial root and iteration counts. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

static double newton_sqrt(double a, int *iters) {
    double x = a > 1 ? a : 1;
    *iters = 0;
    for (;;) {
        double nx = 0.5 * (x + a / x);
        (*iters)++;
        if (fabs(nx - x) < 1e-12 * nx || *iters > 100) return nx;
        x = nx;
    }
}
static double cbrt_newton(double a) { double x = a; for (int i = 0; i < 60; i++) x = x - (x * x * x - a) / (3 * x * x); return x; }
static double poly(double x) { return x * x * x - 2 * x - 5; }

int main(void) {
    double as[] = {2, 3, 10, 100, 12345, 0.25, 1e10};
    for (int i = 0; i < 7; i++) {
        int it;
        double r = newton_sqrt(as[i], &it);
        printf("sqrt(%g) ~ %.6g (libm %.6g) iterations<=100 %d\n", as[i], r, sqrt(as[i]), it <= 100);
    }
    for (int k = 1; k <= 5; k++) printf("cbrt(%d) ~ %.6g\n", k * k * k + 1, cbrt_newton((double)(k * k * k + 1)));
    double lo = 2, hi = 3;
    int steps = 0;
    while (hi - lo > 1e-9) { double mid = (lo + hi) / 2; if (poly(mid) > 0) hi = mid; else lo = mid; steps++; }
    printf("root %.6g after %d bisection steps\n", lo, steps);
    return 0;
}
