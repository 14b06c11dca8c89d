/* Reductions over float and double arrays (sum, min, max, argmax, dot product, prefix sums,
   normalization by a power of two) with exactly representable data, plus int<->float mixes. */
#include <stdio.h>
#include <stdint.h>

#define N 48
static float fa[N];
static double da[N];

int main(void) {
    for (int i = 0; i < N; i++) { fa[i] = (float)((i * 37) % 23 - 11) * 0.25f; da[i] = (double)((i * 53) % 31 - 15) * 0.125; }
    float fs = 0, fmin = fa[0], fmax = fa[0];
    int argmax = 0;
    for (int i = 0; i < N; i++) { fs += fa[i]; if (fa[i] < fmin) fmin = fa[i]; if (fa[i] > fmax) { fmax = fa[i]; argmax = i; } }
    printf("float sum %g min %g max %g argmax %d\n", (double)fs, (double)fmin, (double)fmax, argmax);
    double ds = 0, dot = 0;
    for (int i = 0; i < N; i++) { ds += da[i]; dot += da[i] * (double)fa[i]; }
    printf("double sum %g dot %g\n", ds, dot);
    double prefix[N];
    prefix[0] = da[0];
    for (int i = 1; i < N; i++) prefix[i] = prefix[i - 1] + da[i];
    printf("prefix %g %g %g %g\n", prefix[0], prefix[N / 4], prefix[N / 2], prefix[N - 1]);
    for (int i = 0; i < N; i++) fa[i] /= 4.0f;
    float check = 0;
    for (int i = 0; i < N; i++) check += fa[i];
    printf("normalized sum %g (x4 = %g)\n", (double)check, (double)(check * 4));
    int64_t isum = 0;
    for (int i = 0; i < N; i++) isum += (int64_t)(da[i] * 8);
    printf("as ints %lld\n", (long long)isum);
    unsigned cnt = 0;
    for (int i = 0; i < N; i++) cnt += (unsigned)(fa[i] > 0.0f) + (unsigned)(da[i] <= -1.0);
    printf("count %u\n", cnt);
    return 0;
}
