/* Polynomial evaluation by Horner's rule in float and double at dyadic points (exact results
   with or without fused multiply-add), derivatives, and synthetic division by (x - r). */
#include <stdio.h>
#include <stdint.h>

static double horner(const double *c, int n, double x) { double r = 0; for (int i = n - 1; i >= 0; i--) r = r * x + c[i]; return r; }
static float hornerf(const float *c, int n, float x) { float r = 0; for (int i = n - 1; i >= 0; i--) r = r * x + c[i]; return r; }
static void deriv(const double *c, int n, double *d) { for (int i = 1; i < n; i++) d[i - 1] = c[i] * i; }
static double synth_div(const double *c, int n, double r, double *q) {
    double acc = c[n - 1];
    for (int i = n - 2; i >= 0; i--) { q[i] = acc; acc = acc * r + c[i]; }
    return acc;
}

int main(void) {
    /* (x-1)(x+2)(x-0.5)(x+4) = x^4 + 4.5 x^3 - 1.5 x^2 - 9 x + 4 */
    double c[] = {4, -9, -1.5, 4.5, 1};
    float cf[] = {4, -9, -1.5f, 4.5f, 1};
    for (double x = -4; x <= 2; x += 0.5) printf("p(%g) = %g f %g\n", x, horner(c, 5, x), (double)hornerf(cf, 5, (float)x));
    double d[4];
    deriv(c, 5, d);
    printf("p'(0) %g p'(1) %g p'(-2) %g\n", horner(d, 4, 0), horner(d, 4, 1), horner(d, 4, -2));
    double q[4];
    double rem = synth_div(c, 5, 0.5, q);
    printf("p/(x-0.5) = %g %g %g %g rem %g\n", q[3], q[2], q[1], q[0], rem);
    rem = synth_div(c, 5, 3, q);
    printf("p/(x-3) = %g %g %g %g rem %g\n", q[3], q[2], q[1], q[0], rem);
    return 0;
}
