/* long double arithmetic: sums, products, division and comparison in the widest type
   (fp128 on riscv64 and aarch64 Linux, x87 extended on x86-64), compensated summation of
   values whose double sum loses bits, conversion to and from integers, double and float, and
   long double arguments and returns. Only values that are exact in every long double format,
   or results converted back to double and rounded, are printed. */
#include <stdint.h>
#include <stdio.h>

static long double ld_sum(const long double *v, int n) {
    long double s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static long double ld_poly(long double x) { return ((2.0L * x - 3.0L) * x + 0.5L) * x - 7.0L; }

static long double ld_pow(long double b, int e) {
    long double r = 1;
    while (e > 0) {
        if (e & 1) r *= b;
        b *= b;
        e >>= 1;
    }
    return r;
}

struct ldpair { long double lo, hi; };

static struct ldpair minmax(const long double *v, int n) {
    struct ldpair p = {v[0], v[0]};
    for (int i = 1; i < n; i++) {
        if (v[i] < p.lo) p.lo = v[i];
        if (v[i] > p.hi) p.hi = v[i];
    }
    return p;
}

int main(void) {
    long double v[8];
    for (int i = 0; i < 8; i++) v[i] = (i % 2 ? -1.0L : 1.0L) * ld_pow(2.0L, 8 * i) + i;
    long double s = ld_sum(v, 8);
    printf("alternating powers sum: %lld (double %.1f)\n", (long long)(s / 1024.0L), (double)s);

    double dsum = 0;
    long double lsum = 0;
    for (int i = 0; i < 1000; i++) {
        double t = 1e16 + (i % 7);
        dsum += t - 1e16;
        lsum += (long double)1e15;
        lsum += (long double)(i % 7) + 0.5L;
    }
    printf("exact small sum %.1f, long double sum - 1e18 = %.1f\n", dsum, (double)(lsum - 1e18L));

    long double x = 1.0L;
    uint64_t big = 9007199254740993ull; /* 2^53 + 1: exact in long double, not in double */
    long double lb = (long double)big;
    printf("2^53+1 survives in long double: %d, in double: %d\n", (uint64_t)lb == big,
           (uint64_t)(double)big == big);
    printf("poly(2.5) = %.4f poly(-1) = %.4f\n", (double)ld_poly(2.5L), (double)ld_poly(-1.0L));
    long double third = x / 3.0L;
    printf("1/3*3 == 1: %d; (1/3 as double) %.15f\n", third * 3.0L == 1.0L, (double)third);
    printf("int conversions: %d %lld %u\n", (int)(-7.75L), (long long)(ld_pow(2.0L, 62) + 0.5L),
           (unsigned)(4000000000.25L));
    long double arr[5] = {3.5L, -0.25L, 1e30L, -1e-30L, 42.0L};
    struct ldpair p = minmax(arr, 5);
    printf("min %.2f max %.3e\n", (double)p.lo, (double)p.hi);
    float f = (float)(1.0L / 8.0L);
    double d = (double)(ld_pow(10.0L, 20) / ld_pow(10.0L, 18));
    printf("float %.4f double %.4f compare %d %d %d\n", (double)f, d, 1.0L < 2.0L, -0.0L == 0.0L,
           ld_pow(3.0L, 40) > ld_pow(2.0L, 63));
    return 0;
}
