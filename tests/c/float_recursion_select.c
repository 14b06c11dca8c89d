/* Floating-point values through recursion and selects: recursive power and sum with double
   parameters and returns, min/max/clamp selects, float in ternaries and switch on converted
   values, and float values live across calls. */
#include <stdio.h>
#include <stdint.h>

static double rpow(double b, int e) { if (e == 0) return 1; double h = rpow(b, e / 2); return e % 2 ? h * h * b : h * h; }
static double rsum(const double *v, int n) { return n == 0 ? 0 : v[0] + rsum(v + 1, n - 1); }
static float clampf(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }
static double maxd(double a, double b) { return a > b ? a : b; }
static double ident(double x) { return x; }

int main(void) {
    for (int e = 0; e <= 10; e += 2) printf("1.5^%d = %.17g 0.5^%d = %g\n", e, rpow(1.5, e), e * 3, rpow(0.5, e * 3));
    double v[] = {0.5, 1.25, -3.0, 8.0, 0.0625, 100.0};
    printf("rsum %g\n", rsum(v, 6));
    for (float x = -2.0f; x <= 2.0f; x += 0.75f) printf("clamp(%g) = %g\n", (double)x, (double)clampf(x, -1.0f, 1.5f));
    double m = -1e300;
    for (int i = 0; i < 6; i++) m = maxd(m, v[i]);
    printf("max %g\n", m);
    double a = 1.5, b = 2.25, c = -0.75;
    double r1 = ident(a) * 2, r2 = ident(b) + a, r3 = ident(c) - b;
    printf("across calls %g %g %g %g\n", r1, r2, r3, a + b + c);
    for (double x = 0; x < 4; x += 0.5) {
        switch ((int)x) {
        case 0: printf("%g zero\n", x); break;
        case 1: printf("%g one\n", x); break;
        case 2: printf("%g two\n", x); break;
        default: printf("%g many\n", x);
        }
    }
    int pos = 0, neg = 0;
    for (int i = -5; i <= 5; i++) { double d = i * 0.25; (*(d >= 0 ? &pos : &neg))++; }
    printf("pos %d neg %d\n", pos, neg);
    return 0;
}
