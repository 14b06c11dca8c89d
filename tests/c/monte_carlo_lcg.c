/* Monte-Carlo estimates driven by a fixed 64-bit linear congruential generator: pi from
   points in the unit square, the mean and variance of a sum of dice, a random walk's final
   distance distribution, and the area under x^2. Points are dyadic rationals with 20 bits, so
   every square and sum is exact in double and the counts do not depend on rounding. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

struct lcg { uint64_t state; };

static uint32_t lcg_next(struct lcg *g) {
    g->state = g->state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(g->state >> 33);
}

static double lcg_unit(struct lcg *g) { return (double)(lcg_next(g) >> 11) / 1048576.0; }

static int lcg_range(struct lcg *g, int n) { return (int)(lcg_next(g) % (uint32_t)n); }

int main(void) {
    struct lcg g = {12345};
    int inside = 0;
    const int samples = 20000;
    for (int i = 0; i < samples; i++) {
        double x = lcg_unit(&g), y = lcg_unit(&g);
        if (x * x + y * y < 1.0) inside++;
    }
    printf("pi: %d/%d inside, estimate %.4f\n", inside, samples, 4.0 * inside / samples);

    int64_t hist[19] = {0};
    double sum = 0, sumsq = 0;
    const int rolls = 6000;
    for (int i = 0; i < rolls; i++) {
        int s = 3 + lcg_range(&g, 6) + lcg_range(&g, 6) + lcg_range(&g, 6);
        hist[s]++;
        sum += s;
        sumsq += (double)s * s;
    }
    double mean = sum / rolls;
    printf("3d6: mean %.4f variance %.4f\n", mean, sumsq / rolls - mean * mean);
    for (int s = 3; s <= 18; s++) {
        printf("%2d %4lld ", s, (long long)hist[s]);
        for (int k = 0; k < hist[s] / 40; k++) putchar('#');
        putchar('\n');
    }

    int dist_hist[8] = {0};
    for (int w = 0; w < 500; w++) {
        int x = 0, y = 0;
        for (int step = 0; step < 64; step++) {
            switch (lcg_range(&g, 4)) {
            case 0: x++; break;
            case 1: x--; break;
            case 2: y++; break;
            default: y--; break;
            }
        }
        int d = (int)sqrt((double)(x * x + y * y));
        dist_hist[d < 16 ? d / 2 : 7]++;
    }
    printf("walk:");
    for (int i = 0; i < 8; i++) printf(" %d", dist_hist[i]);
    printf("\n");

    int under = 0;
    for (int i = 0; i < samples; i++) {
        double x = lcg_unit(&g), y = lcg_unit(&g);
        if (y <= x * x) under++;
    }
    printf("area under x^2: %.4f (exact 0.3333)\n", (double)under / samples);
    return 0;
}
