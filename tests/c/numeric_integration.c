/* Numerical integration of polynomials with power-of-two step counts (trapezoid and Simpson
   rules; results exact in binary floating point), and Euler integration of a linear ODE
   with dyadic step, in float and double. */
#include <stdio.h>
#include <stdint.h>

static double f(double x) { return x * x * x - 2 * x + 1; }

static double trapezoid(double a, double b, int n) {
    double h = (b - a) / n, s = (f(a) + f(b)) / 2;
    for (int i = 1; i < n; i++) s += f(a + i * h);
    return s * h;
}
static double simpson(double a, double b, int n) {
    double h = (b - a) / n, s = f(a) + f(b);
    for (int i = 1; i < n; i++) s += f(a + i * h) * ((i & 1) ? 4 : 2);
    return s * h / 3;
}

int main(void) {
    for (int n = 2; n <= 64; n *= 2) printf("n=%2d trapezoid %.17g simpson %.17g\n", n, trapezoid(0, 2, n), simpson(0, 2, n));
    double y = 1.0;
    float yf = 1.0f;
    for (int i = 0; i < 16; i++) { y = y + 0.125 * (-0.5 * y); yf = yf + 0.125f * (-0.5f * yf); }
    printf("euler y %.17g yf %.9g\n", y, (double)yf);
    double pos = 0, vel = 10;
    for (int i = 0; i < 32; i++) { vel -= 9.75 * 0.0625; pos += vel * 0.0625; }
    printf("projectile pos %.17g vel %.17g\n", pos, vel);
    return 0;
}
