/* Parsing and printing unsigned __int128 in bases 2, 8, 10, 16 and 36 (multiply-accumulate
   with overflow detection), round trips through the formatter, the greatest common divisor
   and least common multiple of 128-bit values, integer square roots by Newton iteration, and
   Fibonacci numbers up to the largest that fits (F(186)). */
#include <ctype.h>
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

static int parse_u128(const char *s, unsigned base, u128 *out) {
    u128 v = 0;
    if (!*s) return 0;
    for (; *s; s++) {
        int c = tolower((unsigned char)*s), d;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
        else return 0;
        if ((unsigned)d >= base) return 0;
        u128 next;
        if (__builtin_mul_overflow(v, (u128)base, &next) || __builtin_add_overflow(next, (u128)d, &next)) return -1;
        v = next;
    }
    *out = v;
    return 1;
}

static const char *fmt_u128(u128 v, unsigned base, char *buf) {
    char *p = buf + 140;
    *p = 0;
    do {
        unsigned d = (unsigned)(v % base);
        *--p = (char)(d < 10 ? '0' + d : 'a' + d - 10);
        v /= base;
    } while (v);
    return p;
}

static u128 gcd(u128 a, u128 b) {
    while (b) {
        u128 t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static u128 isqrt(u128 n) {
    if (n < 2) return n;
    u128 x = n >= ((u128)1 << 64) ? ((u128)1 << 64) : n, y = (x + n / x) / 2;
    while (y < x) {
        x = y;
        y = (x + n / x) / 2;
    }
    return x;
}

int main(void) {
    char buf[141];
    static const struct { const char *text; unsigned base; } inputs[] = {
        {"340282366920938463463374607431768211455", 10},
        {"340282366920938463463374607431768211456", 10},
        {"ffffffffffffffffffffffffffffffff", 16},
        {"DeadBeefCafeBabe0123456789", 16},
        {"777777777777777777777777777777777777777777", 8},
        {"1011011101111011111", 2},
        {"kilnbackend", 36},
        {"12x4", 10},
        {"99999999999999999999999999999999999999", 10},
    };
    for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        u128 v = 0;
        int r = parse_u128(inputs[i].text, inputs[i].base, &v);
        printf("%-42s base %2u: ", inputs[i].text, inputs[i].base);
        if (r == 1) {
            printf("%s", fmt_u128(v, 10, buf));
            u128 back;
            const char *s = fmt_u128(v, inputs[i].base, buf);
            printf(" round trip %d\n", parse_u128(s, inputs[i].base, &back) == 1 && back == v);
        } else {
            printf("%s\n", r < 0 ? "overflow" : "invalid");
        }
    }
    u128 a = (u128)0x123456789ull * 0xfedcba987ull * 1000003ull;
    u128 b = (u128)0x123456789ull * 0xabcdefull * 999983ull;
    u128 g = gcd(a, b);
    printf("gcd %s\n", fmt_u128(g, 10, buf));
    printf("lcm %s\n", fmt_u128(a / g * b, 10, buf));
    u128 sq[] = {0, 1, 99, 100, (u128)1 << 100, ~(u128)0, (u128)18446744073709551615ull * 18446744073709551615ull};
    for (unsigned i = 0; i < sizeof sq / sizeof sq[0]; i++) {
        u128 r = isqrt(sq[i]);
        printf("isqrt %s", fmt_u128(sq[i], 10, buf));
        printf(" = %s\n", fmt_u128(r, 10, buf));
    }
    u128 f0 = 0, f1 = 1;
    int n = 1;
    for (;;) {
        u128 f2;
        if (__builtin_add_overflow(f0, f1, &f2)) break;
        f0 = f1;
        f1 = f2;
        n++;
    }
    printf("largest fibonacci F(%d) = %s\n", n, fmt_u128(f1, 10, buf));
    printf("in hex %s\n", fmt_u128(f1, 16, buf));
    return 0;
}

#endif
