/* Calls with more integer arguments than argument registers (a0-a7, x0-x7, six on x86-64):
   stack-passed arguments of mixed widths, in callers and callees, and through a pointer. */
#include <stdio.h>
#include <stdint.h>

static int64_t sum12(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f,
                     int32_t g, int32_t h, int32_t i, int32_t j, int32_t k, int32_t l) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l;
}

static int64_t mixed(int8_t a, uint16_t b, int64_t c, int32_t d, uint8_t e, int16_t f, uint64_t g,
                     int32_t h, int8_t i, uint32_t j, int64_t k, uint8_t l, int16_t m) {
    printf("mixed: %d %u %lld %d %u %d %llu %d %d %u %lld %u %d\n", a, b, (long long)c, d, e, f,
           (unsigned long long)g, h, i, j, (long long)k, l, m);
    return a + b + c + d + e + f + (int64_t)g + h + i + j + k + l + m;
}

static int32_t last_of_16(int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8,
                          int a9, int a10, int a11, int a12, int a13, int a14, int a15, int a16) {
    return a1 ^ a2 ^ a3 ^ a4 ^ a5 ^ a6 ^ a7 ^ a8 ^ a9 ^ a10 ^ a11 ^ a12 ^ a13 ^ a14 ^ a15 ^ (a16 * 1000);
}

static int64_t forward(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f,
                       int32_t g, int32_t h, int32_t i, int32_t j) {
    /* Re-passes its stack arguments in different positions. */
    return sum12(j, i, h, g, f, e, d, c, b, a, j + i, h - g);
}

typedef int64_t (*fn12)(int32_t, int32_t, int32_t, int32_t, int32_t, int32_t, int32_t, int32_t,
                        int32_t, int32_t, int32_t, int32_t);

int main(void) {
    printf("sum12 %lld\n", (long long)sum12(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("sum12 %lld\n", (long long)sum12(-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12));
    printf("mixed %lld\n", (long long)mixed(-1, 65535, -5000000000LL, -7, 255, -32768,
                                            18000000000000000000ULL, 123, -128, 4000000000u,
                                            9000000000LL, 1, 32767));
    printf("last %d\n", last_of_16(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16));
    printf("forward %lld\n", (long long)forward(10, 20, 30, 40, 50, 60, 70, 80, 90, 100));
    volatile fn12 f = sum12;
    int64_t t = 0;
    for (int r = 0; r < 10; r++) t += f(r, r + 1, r + 2, r + 3, r + 4, r + 5, r + 6, r + 7, r + 8, r + 9, r + 10, r + 11);
    printf("indirect %lld\n", (long long)t);
    return 0;
}
