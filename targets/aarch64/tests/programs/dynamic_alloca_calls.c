/* Dynamic allocations followed by calls whose last three arguments go on the stack (just
   below the allocations): the allocations must survive the calls. */
#include <stdint.h>
#include <string.h>
__attribute__((noinline)) long many(long a, long b, long c, long d, long e, long f, long g,
                                    long h, long i, long j, long k) {
    return a + b + c + d + e + f + g + h + i * 100 + j * 1000 + k * 10000;
}
/* A VLA, an over-aligned dynamic allocation and a call whose last three arguments go on the
   stack, which sits just below the allocations. */
long vla_then_stack_args(int n) {
    long v[n];
    long *q = __builtin_alloca_with_align(n * 8, 512);
    for (int i = 0; i < n; i++) { v[i] = 100 + i; q[i] = 7 * i; }
    long r = many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
    long s = 0;
    for (int i = 0; i < n; i++) s += v[i] + q[i];
    return r * 100000 + s + (long)((uintptr_t)q % 64);
}
long alloca_loop(int n) {
    long t = 0;
    for (int r = 1; r <= 3; r++) {
        char *p = __builtin_alloca(n * r);
        memset(p, r, n * r);
        t += many(r, 2, 3, 4, 5, 6, 7, 8, 9, 10, r);
        for (int i = 0; i < n * r; i++) t += p[i];
    }
    return t;
}
#include <stdio.h>
int main(void) {
    for (int n = 1; n <= 40; n += 3)
        printf("%d %ld %ld\n", n, vla_then_stack_args(n), alloca_loop(n));
    return 0;
}
