/* _Complex float, double and long double across calls: complex values as arguments and
   returns (a float complex is a pair of floats: FP registers on RISC-V, or integer registers
   once those run out), complex values inside structs, arrays of complex numbers, complex
   long double arithmetic through libgcc (__multc3, __divtc3), conversions between the
   complex types, and complex values mixed with many scalar float arguments. All values are
   exact in binary or printed rounded. */
#include <complex.h>
#include <stdio.h>

struct cpair { float _Complex a; double _Complex b; };

static double clean(double x) { return (x < 5e-9 && x > -5e-9) ? 0.0 : x; }

__attribute__((noinline)) static float _Complex fc_mul(float _Complex a, float _Complex b) { return a * b; }
__attribute__((noinline)) static double _Complex dc_div(double _Complex a, double _Complex b) { return a / b; }
__attribute__((noinline)) static long double _Complex ldc_op(long double _Complex a, long double _Complex b) {
    return a * b + a / b;
}
__attribute__((noinline)) static struct cpair swap_parts(struct cpair p) {
    struct cpair r = {crealf(p.a) * I + cimagf(p.a), cimag(p.b) + creal(p.b) * I};
    return r;
}
__attribute__((noinline)) static float _Complex crowded(float f0, float f1, float f2, float f3, float f4, float f5,
                                                        float _Complex c6, float _Complex c7, float f8) {
    return c6 * (f0 + f1 + f2) + c7 * (f3 - f4 - f5) + f8;
}
__attribute__((noinline)) static double _Complex sum_array(const double _Complex *v, int n) {
    double _Complex s = 0;
    for (int i = 0; i < n; i++) s += v[i] * (i + 1);
    return s;
}

int main(void) {
    float _Complex a = 1.5f + 2.0f * I, b = -0.5f + 0.25f * I;
    float _Complex p = fc_mul(a, b);
    printf("float mul %.4f %+.4fi\n", (double)crealf(p), (double)cimagf(p));
    double _Complex q = dc_div(3.0 + 4.0 * I, 1.0 - 1.0 * I);
    printf("double div %.4f %+.4fi\n", creal(q), cimag(q));
    long double _Complex r = ldc_op(2.0L + 1.0L * I, 0.5L - 0.5L * I);
    printf("long double op %.4f %+.4fi\n", (double)creall(r), (double)cimagl(r));
    struct cpair cp = swap_parts((struct cpair){1.0f + 2.0f * I, 3.0 - 4.0 * I});
    printf("struct %.1f %+.1fi, %.1f %+.1fi\n", (double)crealf(cp.a), (double)cimagf(cp.a), creal(cp.b), cimag(cp.b));
    float _Complex c = crowded(1, 2, 3, 4, 5, 6, 0.5f + 0.5f * I, -1.0f * I, 0.25f);
    printf("crowded %.4f %+.4fi\n", (double)crealf(c), (double)cimagf(c));
    double _Complex arr[5] = {1, I, -1, -I, 0.5 + 0.5 * I};
    double _Complex s = sum_array(arr, 5);
    printf("sum %.4f %+.4fi\n", clean(creal(s)), clean(cimag(s)));
    long double _Complex widened = q;
    float _Complex narrowed = (float _Complex)widened;
    printf("conversions %.4f %+.4fi %d\n", (double)crealf(narrowed), (double)cimagf(narrowed),
           (double _Complex)narrowed == q);
    double _Complex z = 0;
    for (int k = 0; k < 12; k++) z = z * (0.5 + 0.5 * I) + (k % 3);
    printf("iterate %.6f %+.6fi |z|^2 %.6f\n", creal(z), cimag(z), creal(z * conj(z)));
    return 0;
}
