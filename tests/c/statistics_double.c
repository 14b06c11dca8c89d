/* Descriptive statistics in double precision over integer-valued data (sums exact): mean,
   variance, min/max, a histogram, and a least-squares line fit with dyadic results. */
#include <stdio.h>
#include <stdint.h>

int main(void) {
    double xs[64];
    uint32_t s = 42;
    for (int i = 0; i < 64; i++) { s = s * 1103515245u + 12345u; xs[i] = (double)((s >> 16) % 1000) / 8.0; }
    double sum = 0, sumsq = 0, mn = xs[0], mx = xs[0];
    for (int i = 0; i < 64; i++) { sum += xs[i]; sumsq += xs[i] * xs[i]; if (xs[i] < mn) mn = xs[i]; if (xs[i] > mx) mx = xs[i]; }
    double mean = sum / 64;
    double var = sumsq / 64 - mean * mean;
    printf("sum %.17g mean %.17g\n", sum, mean);
    printf("var %.10g min %g max %g\n", var, mn, mx);
    int hist[5] = {0};
    for (int i = 0; i < 64; i++) { int b = (int)(xs[i] / 25.0); if (b > 4) b = 4; hist[b]++; }
    printf("hist %d %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3], hist[4]);
    /* fit y = 0.5 x + 3 exactly */
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (int i = 0; i < 16; i++) { double x = i, y = 0.5 * i + 3; sx += x; sy += y; sxx += x * x; sxy += x * y; }
    double slope = (16 * sxy - sx * sy) / (16 * sxx - sx * sx);
    double icept = (sy - slope * sx) / 16;
    printf("fit slope %g intercept %g\n", slope, icept);
    return 0;
}
