/* Driver of ir_gaps.ll: calls each function on edge values and prints the results. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int is_constant(int x);
int fpclass_f64(double x);
int fpclass_f128(long double x);
int fpclass_f32_f16(float x, uint16_t half_bits);
int unreachable_use_before_def(int x);
int64_t smul129(__int128 a, int64_t b);
int64_t umul129(unsigned __int128 a, int64_t b);
int64_t sadd65(int64_t a, int64_t b);
int64_t uadd65(int64_t a, int64_t b);
int64_t ssub100(int64_t a, int64_t b);
int64_t usub100(int64_t a, int64_t b);
int64_t smul65(int64_t a, int64_t b);
int64_t odd_counts(int64_t a, int64_t b);
int64_t odd_minmax(int64_t a, int64_t b);

static double dbits(uint64_t b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

int main(void) {
    printf("is_constant: %d\n", is_constant(3));
    double ds[] = {0.0, -0.0, 1.5, -2.5, INFINITY, -INFINITY, NAN, dbits(0x7ff0000000000001ull),
                   DBL_MIN, DBL_MIN / 4, -DBL_MIN / 8, DBL_MAX};
    for (unsigned k = 0; k < sizeof ds / sizeof ds[0]; k++)
        printf("f64 %2u: %#x\n", k, fpclass_f64(ds[k]));
    long double ls[] = {0.0L, -0.0L, 1.5L, -2.5L, INFINITY, -INFINITY, NAN, LDBL_MIN,
                        LDBL_MIN / 4, -LDBL_MIN / 8, LDBL_MAX};
    for (unsigned k = 0; k < sizeof ls / sizeof ls[0]; k++)
        printf("f128 %2u: %#x\n", k, fpclass_f128(ls[k]));
    float fs[] = {0.0f, -0.0f, 1.5f, 1e-6f, 70000.0f, -1e-30f, INFINITY, NAN, FLT_MIN / 4};
    /* half: +0, -0, 1.5, a subnormal, the largest normal, -(smallest normal), +inf, a quiet
       NaN, a signaling NaN */
    uint16_t hs[] = {0x0000, 0x8000, 0x3e00, 0x0011, 0x7bff, 0x8400, 0x7c00, 0x7e00, 0x7c01};
    for (unsigned k = 0; k < sizeof fs / sizeof fs[0]; k++)
        printf("f32/f16 %u: %#x\n", k, fpclass_f32_f16(fs[k], hs[k]));
    printf("unreachable: %d %d\n", unreachable_use_before_def(5), unreachable_use_before_def(-5));
    __int128 big = (__int128)1 << 100;
    int64_t vs[] = {0, 1, -1, 3, INT64_MAX, INT64_MIN, 0x123456789abcdefll, -0x3ffffffffll};
    int nv = sizeof vs / sizeof vs[0];
    for (int i = 0; i < nv; i++)
        for (int j = 0; j < nv; j++) {
            int64_t a = vs[i], b = vs[j];
            printf("%d,%d: %llx %llx %llx %llx %llx %llx %llx %llx\n", i, j,
                   (unsigned long long)smul129(big * a + b, b),
                   (unsigned long long)smul129((__int128)a << 64, b),
                   (unsigned long long)umul129((unsigned __int128)big * (uint64_t)a + (uint64_t)b, b),
                   (unsigned long long)sadd65(a, b), (unsigned long long)uadd65(a, b),
                   (unsigned long long)ssub100(a, b), (unsigned long long)usub100(a, b),
                   (unsigned long long)smul65(a, b));
            printf("  %lld %llx\n", (long long)odd_counts(a, b), (unsigned long long)odd_minmax(a, b));
        }
    return 0;
}
