/* C99 _Complex float and _Complex double: construction with I and CMPLX-style unions,
   addition, multiplication and division (the runtime's __muldc3/__divdc3 and their float
   forms at -O0), conjugate, creal/cimag/cabs/carg, complex numbers passed to and returned
   from functions, arrays of complex values, roots of unity, a polynomial evaluated at a
   complex point and the Mandelbrot iteration count for a few points. Values are exact in
   binary or printed to 6 decimals. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

static double clean(double x) { return fabs(x) < 5e-9 ? 0.0 : x; }

static void show(const char *what, double _Complex z) {
    printf("%-12s %.6f %+.6fi\n", what, clean(creal(z)), clean(cimag(z)));
}

static double _Complex cmul_manual(double _Complex a, double _Complex b) {
    double ar = creal(a), ai = cimag(a), br = creal(b), bi = cimag(b);
    double re = ar * br - ai * bi, im = ar * bi + ai * br;
    return re + im * I;
}

static float _Complex fscale(float _Complex z, float k) { return z * k; }

static double _Complex horner(const double _Complex *c, int n, double _Complex z) {
    double _Complex r = 0;
    for (int i = n - 1; i >= 0; i--) r = r * z + c[i];
    return r;
}

static int mandel(double _Complex c) {
    double _Complex z = 0;
    for (int i = 0; i < 100; i++) {
        z = z * z + c;
        if (creal(z) * creal(z) + cimag(z) * cimag(z) > 4.0) return i;
    }
    return 100;
}

int main(void) {
    double _Complex a = 3.0 + 4.0 * I, b = 1.0 - 2.0 * I;
    show("a", a);
    show("a+b", a + b);
    show("a-b", a - b);
    show("a*b", a * b);
    show("manual a*b", cmul_manual(a, b));
    show("a/b", a / b);
    show("conj(a)", conj(a));
    show("a*conj(a)", a * conj(a));
    printf("|a| = %.6f arg(a) = %.6f\n", cabs(a), carg(a));
    show("1/(2i)", 1.0 / (2.0 * I));

    float _Complex f = 1.5f - 0.5f * I;
    float _Complex g = fscale(f, 4.0f) / (1.0f + 1.0f * I);
    printf("float: %.4f %+.4fi, size %d\n", (double)crealf(g), (double)cimagf(g), (int)sizeof g);

    double _Complex roots[6];
    const double pi = 3.14159265358979323846;
    double _Complex prod = 1, sum = 0;
    for (int k = 0; k < 6; k++) {
        roots[k] = cexp(2.0 * pi * k / 6.0 * I);
        prod *= roots[k];
        sum += roots[k];
    }
    show("root[1]", roots[1]);
    show("sum roots", sum);
    show("prod roots", prod);
    show("root1^6", cpow(roots[1], 6));

    const double _Complex coef[4] = {1, -2.0 * I, 0.5, 1.0 + 1.0 * I};
    show("p(1+i)", horner(coef, 4, 1.0 + 1.0 * I));
    show("p(-0.5i)", horner(coef, 4, -0.5 * I));

    double _Complex pts[5] = {0, -1, 0.25 + 0.5 * I, -0.75 + 0.1 * I, 1 + I};
    printf("mandelbrot:");
    for (int i = 0; i < 5; i++) printf(" %d", mandel(pts[i]));
    printf("\n");

    union { double _Complex z; double parts[2]; } u = {.parts = {7.0, -1.0}};
    show("union", u.z * I);
    return 0;
}
