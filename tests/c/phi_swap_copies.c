/* Loop-carried values that rotate and swap every iteration (parallel copies when leaving SSA:
   the swap and lost-copy problems), conditional swaps, and values live out of loops. */
#include <stdio.h>
#include <stdint.h>

static volatile int32_t seed = 3;

int main(void) {
    int32_t a = 1, b = 2, c = 3;
    for (int i = 0; i < 10; i++) { int32_t t = a; a = b; b = c; c = t + i; }
    printf("rotate %d %d %d\n", a, b, c);
    int64_t x = 0, y = 1;
    for (int i = 0; i < 80; i++) { int64_t t = x + y; x = y; y = t; }
    printf("fib %lld %lld\n", (long long)x, (long long)y);
    uint32_t p = (uint32_t)seed, q = 7;
    for (int i = 0; i < 32; i++) {
        if ((p ^ q) & 1) { uint32_t t = p; p = q; q = t; }
        p = p * 5 + 1;
        q = q ^ (p >> 3);
    }
    printf("cond swap %u %u\n", p, q);
    int32_t last = 0, prev = 0;
    for (int32_t i = 0; i < seed * 10; i++) { prev = last; last = i * i; }
    printf("lost copy: prev %d last %d\n", prev, last);
    int32_t u = 1, v = 0, w = 0;
    for (int i = 0; i < 20; i++) {
        int32_t nu = v + w, nv = u, nw = (i & 1) ? u - v : w;
        u = nu; v = nv; w = nw;
    }
    printf("3-way %d %d %d\n", u, v, w);
    int32_t m = seed, n = seed * 7;
    while (n != 0) { int32_t r = m % n; m = n; n = r; }
    printf("gcd-ish %d\n", m);
    int32_t s0 = 0, s1 = 1, s2 = 2, s3 = 3;
    for (int i = 0; i < 13; i++) {
        switch (i % 3) {
        case 0: { int32_t t = s0; s0 = s3; s3 = t; break; }
        case 1: { int32_t t = s1; s1 = s2; s2 = s0; s0 = t; break; }
        default: s3 += s1 - s2;
        }
    }
    printf("switch swaps %d %d %d %d\n", s0, s1, s2, s3);
    return 0;
}
