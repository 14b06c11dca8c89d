/* Complex arithmetic with a struct of two doubles and with C99 _Complex double: products,
   quotients, powers of i, and a small exact DFT of length 4. */
#include <stdio.h>
#include <stdint.h>
#include <complex.h>

typedef struct { double re, im; } cplx;

static cplx cmul(cplx a, cplx b) { cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; return r; }
static cplx cadd(cplx a, cplx b) { cplx r = {a.re + b.re, a.im + b.im}; return r; }
static cplx cdiv(cplx a, cplx b) {
    double d = b.re * b.re + b.im * b.im;
    cplx r = {(a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d};
    return r;
}

int main(void) {
    cplx a = {1, 2}, b = {3, -1};
    cplx p = cmul(a, b), q = cdiv(p, b), s = cadd(a, b);
    printf("mul %g%+gi div back %g%+gi add %g%+gi\n", p.re, p.im, q.re, q.im, s.re, s.im);
    cplx ipow = {1, 0}, i = {0, 1};
    for (int k = 0; k < 6; k++) { printf("i^%d = %g%+gi\n", k, ipow.re, ipow.im); ipow = cmul(ipow, i); }
    cplx x[4] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}};
    cplx w[4] = {{1, 0}, {0, -1}, {-1, 0}, {0, 1}};
    for (int k = 0; k < 4; k++) {
        cplx acc = {0, 0};
        for (int n = 0; n < 4; n++) acc = cadd(acc, cmul(x[n], w[(k * n) % 4]));
        printf("X[%d] = %g%+gi\n", k, acc.re, acc.im);
    }
    double _Complex z = 1.5 + 2.0 * I, z2 = z * z, z3 = z2 / (0.5 - 1.0 * I);
    printf("C99: z^2 = %g%+gi, z^2/(0.5-i) = %g%+gi\n", creal(z2), cimag(z2), creal(z3), cimag(z3));
    printf("conj %g%+gi\n", creal(conj(z)), cimag(conj(z)));
    return 0;
}
