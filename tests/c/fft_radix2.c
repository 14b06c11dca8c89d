/* Iterative radix-2 Cooley-Tukey FFT on _Complex double: bit-reversal permutation, twiddle
   factors from a recurrence seeded with cos/sin of exact angles, forward transform of a few
   signals (impulse, constant, square wave, a mix of two tones), the inverse transform back to
   the input, Parseval's identity and a circular convolution through the frequency domain.
   Results are rounded to 6 decimals with tiny values printed as 0, so they do not depend on
   fused multiply-add or on the last bit of the libm. */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>

#define N 16

static double clean(double x) { return fabs(x) < 5e-9 ? 0.0 : x; }

static unsigned reverse_bits(unsigned v, int bits) {
    unsigned r = 0;
    for (int i = 0; i < bits; i++) {
        r = (r << 1) | (v & 1u);
        v >>= 1;
    }
    return r;
}

static void fft(double _Complex *a, int n, int inverse) {
    int bits = 0;
    while ((1 << bits) < n) bits++;
    for (int i = 0; i < n; i++) {
        int j = (int)reverse_bits((unsigned)i, bits);
        if (j > i) {
            double _Complex t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
    const double pi = 3.14159265358979323846;
    for (int len = 2; len <= n; len <<= 1) {
        double ang = 2.0 * pi / len * (inverse ? 1.0 : -1.0);
        double _Complex wlen = cos(ang) + sin(ang) * I;
        for (int i = 0; i < n; i += len) {
            double _Complex w = 1.0;
            for (int k = 0; k < len / 2; k++) {
                double _Complex u = a[i + k];
                double _Complex v = a[i + k + len / 2] * w;
                a[i + k] = u + v;
                a[i + k + len / 2] = u - v;
                w *= wlen;
            }
        }
    }
    if (inverse)
        for (int i = 0; i < n; i++) a[i] /= n;
}

static void show(const char *name, const double _Complex *a, int n) {
    printf("%s:\n", name);
    for (int i = 0; i < n; i++)
        printf("  [%2d] %10.6f %+10.6fi\n", i, clean(creal(a[i])), clean(cimag(a[i])));
}

int main(void) {
    double _Complex x[N], y[N], z[N];

    for (int i = 0; i < N; i++) x[i] = (i == 0) ? 1.0 : 0.0;
    fft(x, N, 0);
    show("impulse", x, 4);

    for (int i = 0; i < N; i++) x[i] = 2.5;
    fft(x, N, 0);
    show("constant", x, 3);

    for (int i = 0; i < N; i++) x[i] = (i % 8) < 4 ? 1.0 : -1.0;
    fft(x, N, 0);
    show("square", x, N);

    const double pi = 3.14159265358979323846;
    double orig[N];
    for (int i = 0; i < N; i++) {
        orig[i] = cos(2 * pi * i / N) + 0.5 * sin(2 * pi * 3 * i / N) + 0.25 * (i & 1);
        x[i] = orig[i];
    }
    fft(x, N, 0);
    double energy_t = 0, energy_f = 0;
    for (int i = 0; i < N; i++) {
        energy_t += orig[i] * orig[i];
        energy_f += creal(x[i]) * creal(x[i]) + cimag(x[i]) * cimag(x[i]);
    }
    printf("tones: |X1|=%.6f |X3|=%.6f |X8|=%.6f\n", cabs(x[1]), cabs(x[3]), cabs(x[8]));
    printf("parseval: %.6f %.6f\n", energy_t, energy_f / N);
    fft(x, N, 1);
    double maxerr = 0;
    for (int i = 0; i < N; i++) {
        double e = fabs(creal(x[i]) - orig[i]) + fabs(cimag(x[i]));
        if (e > maxerr) maxerr = e;
    }
    printf("roundtrip ok: %d\n", maxerr < 1e-12);

    /* circular convolution of two integer sequences via FFT, rounded back to integers */
    int32_t p[N] = {1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    int32_t q[N] = {5, 0, -1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7};
    for (int i = 0; i < N; i++) {
        y[i] = p[i];
        z[i] = q[i];
    }
    fft(y, N, 0);
    fft(z, N, 0);
    for (int i = 0; i < N; i++) y[i] *= z[i];
    fft(y, N, 1);
    printf("conv:");
    for (int i = 0; i < N; i++) printf(" %ld", lround(creal(y[i])));
    printf("\n");
    int32_t direct[N] = {0};
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) direct[(i + j) % N] += p[i] * q[j];
    int same = 1;
    for (int i = 0; i < N; i++) same &= lround(creal(y[i])) == direct[i];
    printf("matches direct: %d\n", same);
    return 0;
}
