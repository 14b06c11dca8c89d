/* 128-bit integers (__int128): arithmetic, multiplication of 64-bit values into 128 bits,
   division, shifts and comparisons, printed as two 64-bit halves. 32-bit targets have no
   __int128 (clang refuses it on riscv32, whose IR the round-trip tests still build), so the
   program is guarded; only 64-bit targets run it. */
#include <stdio.h>
#include <stdint.h>

#ifndef __SIZEOF_INT128__
int main(void) {
    printf("__int128 is not available on this target\n");
    return 0;
}
#else

typedef unsigned __int128 u128;
typedef __int128 i128;

static void show(const char *label, u128 v) {
    printf("%s %016llx%016llx\n", label, (unsigned long long)(uint64_t)(v >> 64), (unsigned long long)(uint64_t)v);
}

static u128 factorial(int n) { u128 r = 1; for (int i = 2; i <= n; i++) r *= (u128)i; return r; }

static void to_decimal(u128 v, char *out) {
    char tmp[48];
    int n = 0;
    do { tmp[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
}

int main(void) {
    u128 a = (u128)0xffffffffffffffffULL * 0xffffffffffffffffULL;
    show("max64^2", a);
    u128 b = ((u128)1 << 100) + 12345;
    show("2^100+12345", b);
    show("b/7", b / 7);
    show("b%7", b % 7);
    show("a+b", a + b);
    show("a-b", a - b);
    show("b>>37", b >> 37);
    show("b<<20", b << 20);
    i128 n = -(i128)b;
    show("-b", (u128)n);
    show("-b/3", (u128)(n / 3));
    show("-b%3", (u128)(n % 3));
    show("-b>>10", (u128)(n >> 10));
    printf("cmp %d %d %d\n", n < 0, a > b, (u128)n > a);
    char buf[48];
    for (int k = 20; k <= 34; k += 7) { to_decimal(factorial(k), buf); printf("%d! = %s\n", k, buf); }
    uint64_t x = 0x9e3779b97f4a7c15ULL, y = 0xc2b2ae3d27d4eb4fULL;
    u128 p = (u128)x * y;
    printf("mulhi %016llx mullo %016llx\n", (unsigned long long)(uint64_t)(p >> 64), (unsigned long long)(uint64_t)p);
    return 0;
}
#endif
