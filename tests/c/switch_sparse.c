/* Sparse switches (binary search or compare chains): widely spaced values, 64-bit cases,
   negative and huge cases, and clusters mixed with outliers. */
#include <stdio.h>
#include <stdint.h>

static int sparse(int32_t x) {
    switch (x) {
    case -1000000: return 1;
    case -7: return 2;
    case 0: return 3;
    case 13: return 4;
    case 1000: return 5;
    case 4096: return 6;
    case 65537: return 7;
    case 2147483647: return 8;
    case -2147483647 - 1: return 9;
    default: return 0;
    }
}

static int sparse64(int64_t x) {
    switch (x) {
    case 1LL << 40: return 1;
    case -(1LL << 35): return 2;
    case 123456789012LL: return 3;
    case 5: return 4;
    case INT64_MAX: return 5;
    default: return 0;
    }
}

static int clustered(uint32_t x) {
    switch (x) {
    case 1: case 2: case 3: case 4: return 10;
    case 500: return 20;
    case 501: case 502: case 503: return 21;
    case 100000: return 30;
    case 0xdeadbeefu: return 40;
    case 0xffffffffu: return 50;
    default: return -1;
    }
}

int main(void) {
    int32_t xs[] = {-1000000, -999999, -7, -6, 0, 1, 13, 14, 1000, 4096, 4095, 65537, 2147483647, -2147483647 - 1, 77};
    for (int i = 0; i < 15; i++) printf("sparse(%d)=%d\n", xs[i], sparse(xs[i]));
    int64_t ys[] = {1LL << 40, (1LL << 40) + 1, -(1LL << 35), 123456789012LL, 5, 6, INT64_MAX, INT64_MIN};
    for (int i = 0; i < 8; i++) printf("sparse64(%lld)=%d\n", (long long)ys[i], sparse64(ys[i]));
    uint32_t zs[] = {0, 1, 4, 5, 499, 500, 502, 503, 504, 100000, 0xdeadbeefu, 0xffffffffu};
    for (int i = 0; i < 12; i++) printf("clustered(%u)=%d\n", zs[i], clustered(zs[i]));
    int hist[6] = {0};
    for (int32_t v = -5000; v <= 70000; v += 13) { int s = sparse(v); if (s < 6) hist[s]++; }
    printf("hist %d %d %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3], hist[4], hist[5]);
    return 0;
}
