/* unsigned __int128 shifts by variable amounts 0..127 (left, logical right, arithmetic right
   on __int128), rotates built from shifts, count leading and trailing zeros and population
   count of 128-bit values from the 64-bit builtins, byte reversal, and a 128-bit xorshift
   generator; results printed as two hex halves. */
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

typedef unsigned __int128 u128;
typedef __int128 i128;

static void hex(const char *label, u128 v) {
    printf("%s %016llx%016llx\n", label, (unsigned long long)(uint64_t)(v >> 64), (unsigned long long)(uint64_t)v);
}

static u128 rotl(u128 v, unsigned s) {
    s &= 127;
    return s ? (v << s) | (v >> (128 - s)) : v;
}

static int clz128(u128 v) {
    uint64_t hi = (uint64_t)(v >> 64), lo = (uint64_t)v;
    if (hi) return __builtin_clzll(hi);
    if (lo) return 64 + __builtin_clzll(lo);
    return 128;
}

static int ctz128(u128 v) {
    uint64_t hi = (uint64_t)(v >> 64), lo = (uint64_t)v;
    if (lo) return __builtin_ctzll(lo);
    if (hi) return 64 + __builtin_ctzll(hi);
    return 128;
}

static int popcount128(u128 v) { return __builtin_popcountll((uint64_t)v) + __builtin_popcountll((uint64_t)(v >> 64)); }

static u128 bswap128(u128 v) {
    return ((u128)__builtin_bswap64((uint64_t)v) << 64) | __builtin_bswap64((uint64_t)(v >> 64));
}

static volatile unsigned shift_amounts[] = {0, 1, 31, 32, 63, 64, 65, 100, 127};

int main(void) {
    u128 v = ((u128)0x8123456789abcdefull << 64) | 0x0fedcba987654321ull;
    hex("v       ", v);
    for (unsigned i = 0; i < sizeof shift_amounts / sizeof shift_amounts[0]; i++) {
        unsigned s = shift_amounts[i];
        char label[16];
        snprintf(label, sizeof label, "shl %3u ", s);
        hex(label, v << s);
        snprintf(label, sizeof label, "lshr %3u", s);
        hex(label, v >> s);
        snprintf(label, sizeof label, "ashr %3u", s);
        hex(label, (u128)((i128)v >> s));
        snprintf(label, sizeof label, "rotl %3u", s);
        hex(label, rotl(v, s));
    }
    u128 acc = 0;
    for (unsigned s = 0; s < 128; s++) acc ^= rotl(v, s) + (v >> s) - (v << (127 - s));
    hex("mix all ", acc);
    u128 tests[] = {0, 1, (u128)1 << 64, (u128)1 << 127, v, ~(u128)0, (u128)0xff00 << 70};
    for (unsigned i = 0; i < sizeof tests / sizeof tests[0]; i++)
        printf("clz %3d ctz %3d popcount %3d\n", clz128(tests[i]), ctz128(tests[i]), popcount128(tests[i]));
    hex("bswap   ", bswap128(v));
    hex("bswap2  ", bswap128(bswap128(v)));

    u128 st = v | 1;
    for (int i = 0; i < 1000; i++) {
        st ^= st << 23;
        st ^= st >> 17;
        st ^= st << 45;
    }
    hex("xorshift", st);
    i128 neg = -(i128)12345;
    int sign_ok = 1;
    for (unsigned s = 0; s < 128; s++) sign_ok &= (neg >> s) < 0;
    printf("arithmetic shift keeps sign: %d, -12345 >> 3 = %lld\n", sign_ok, (long long)(neg >> 3));
    return 0;
}

#endif
