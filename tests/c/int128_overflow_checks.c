/* Overflow-checked arithmetic with __builtin_add_overflow, __builtin_sub_overflow and
   __builtin_mul_overflow on int32, int64, uint64 and __int128 (the 128-bit multiply check
   needs libgcc's __muloti4 or an inline expansion), used for a factorial that stops at the
   first overflow in each type, binomial coefficients, a safe power function, and mixed-type
   checks where the result type is narrower than the operands. */
#include <stdint.h>
#include <stdio.h>

/* 32-bit targets have no __int128 (clang refuses it on riscv32, whose IR the assembler
   round-trip tests still build): there the program only says so. */
#ifndef __SIZEOF_INT128__
int main(void) {
    printf("__int128 is not available on this target\n");
    return 0;
}
#else

typedef __int128 i128;
typedef unsigned __int128 u128;

static void u128_print(u128 v) {
    char buf[48];
    int n = 0;
    do {
        buf[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    while (n) putchar(buf[--n]);
}

static void i128_print(i128 v) {
    if (v < 0) {
        putchar('-');
        u128_print(-(u128)v);
    } else {
        u128_print((u128)v);
    }
}

static int fact_limit_i128(void) {
    i128 f = 1;
    for (int n = 1;; n++) {
        i128 next;
        if (__builtin_mul_overflow(f, (i128)n, &next)) return n - 1;
        f = next;
    }
}

static int pow_checked(i128 base, int e, i128 *out) {
    i128 r = 1;
    for (int i = 0; i < e; i++)
        if (__builtin_mul_overflow(r, base, &r)) return 0;
    *out = r;
    return 1;
}

int main(void) {
    int32_t f32 = 1;
    int64_t f64 = 1;
    uint64_t fu64 = 1;
    int n32 = 0, n64 = 0, nu64 = 0;
    for (int n = 1; n < 40; n++) {
        if (!n32 && __builtin_mul_overflow(f32, n, &f32)) n32 = n;
        if (!n64 && __builtin_mul_overflow(f64, (int64_t)n, &f64)) n64 = n;
        if (!nu64 && __builtin_mul_overflow(fu64, (uint64_t)n, &fu64)) nu64 = n;
    }
    printf("factorial overflows at n = %d (i32), %d (i64), %d (u64), i128 holds up to %d!\n", n32, n64, nu64,
           fact_limit_i128());

    i128 f = 1;
    for (int n = 1; n <= 33; n++) f *= n;
    printf("33! = ");
    i128_print(f);
    printf("\n");

    /* binomial(n, k) with overflow detection in u128 */
    for (int nn = 60; nn <= 140; nn += 40) {
        u128 c = 1;
        int ok = 1;
        for (int k = 1; k <= nn / 2; k++) {
            u128 t;
            if (__builtin_mul_overflow(c, (u128)(nn - k + 1), &t)) {
                ok = 0;
                break;
            }
            c = t / (u128)k;
        }
        printf("C(%d,%d) = ", nn, nn / 2);
        if (ok) u128_print(c);
        else printf("overflow");
        printf("\n");
    }

    i128 r;
    static const int bases[] = {3, -7, 10, 2, -2};
    static const int exps[] = {80, 45, 38, 127, 127};
    for (int i = 0; i < 5; i++) {
        printf("%d^%d = ", bases[i], exps[i]);
        if (pow_checked(bases[i], exps[i], &r)) i128_print(r);
        else printf("overflow");
        printf("\n");
    }

    int64_t big = INT64_MAX - 5;
    int64_t sum;
    printf("add i64: %d", __builtin_add_overflow(big, (int64_t)5, &sum));
    printf(" %d", __builtin_add_overflow(big, (int64_t)6, &sum));
    printf(" sub %d", __builtin_sub_overflow(INT64_MIN + 1, (int64_t)2, &sum));
    uint32_t narrow;
    printf(" narrow %d", __builtin_add_overflow((uint64_t)0xfffffff0u, (uint64_t)15, &narrow));
    printf(" %d", __builtin_add_overflow((uint64_t)0xfffffff0u, (uint64_t)16, &narrow));
    int16_t n16;
    printf(" mul16 %d", __builtin_mul_overflow(181, 181, &n16));
    printf(" %d\n", __builtin_mul_overflow(-182, 180, &n16));
    u128 um1, um2, um3;
    u128 big128 = ~(u128)0 / 3;
    int o1 = __builtin_mul_overflow(big128, (u128)3, &um1);
    int o2 = __builtin_mul_overflow(big128, (u128)4, &um2);
    int o3 = __builtin_sub_overflow((u128)5, (u128)6, &um3);
    printf("u128 mul 3: %d, mul 4: %d; sub underflow: %d (wrapped low %llx)\n", o1, o2, o3,
           (unsigned long long)(uint64_t)um3);
    i128 imax = (i128)(~(u128)0 >> 1), ir1, ir2, ir3;
    o1 = __builtin_add_overflow(imax, (i128)-1, &ir1);
    o2 = __builtin_add_overflow(imax, (i128)1, &ir2);
    o3 = __builtin_mul_overflow(-imax, (i128)-1, &ir3);
    printf("i128 add: %d %d, neg*neg %d, ir3 == imax %d\n", o1, o2, o3, ir3 == imax);
    return 0;
}

#endif
