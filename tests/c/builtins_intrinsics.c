/* Compiler builtins that become intrinsics: popcount, clz, ctz, bswap, overflow-checked
   arithmetic, memcpy/memset/memmove of constant and variable sizes, __builtin_expect. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

int main(void) {
    uint32_t xs[] = {1, 0x80000000u, 0xffffffffu, 0x12345678u, 0x00010000u, 0xf0u};
    for (int i = 0; i < 6; i++) {
        uint32_t x = xs[i];
        printf("%08x pop %d clz %d ctz %d bswap %08x ffs %d parity %d\n", x, __builtin_popcount(x),
               __builtin_clz(x), __builtin_ctz(x), __builtin_bswap32(x), __builtin_ffs((int)x),
               __builtin_parity(x));
        uint64_t y = (uint64_t)x * 0x9e3779b97f4a7c15ULL;
        printf("  %016llx pop %d clz %d ctz %d bswap %016llx\n", (unsigned long long)y,
               __builtin_popcountll(y), y ? __builtin_clzll(y) : 64, y ? __builtin_ctzll(y) : 64,
               (unsigned long long)__builtin_bswap64(y));
    }
    uint16_t h = 0xabcd;
    printf("bswap16 %04x\n", __builtin_bswap16(h));
    int32_t a[] = {2147483647, -2147483647 - 1, 1000, -1000, 65536};
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            int32_t r1, r2, r3;
            int o1 = __builtin_add_overflow(a[i], a[j], &r1);
            int o2 = __builtin_sub_overflow(a[i], a[j], &r2);
            int o3 = __builtin_mul_overflow(a[i], a[j], &r3);
            printf("%d %d: add %d/%d sub %d/%d mul %d/%d\n", a[i], a[j], o1, r1, o2, r2, o3, r3);
        }
    uint64_t u1 = UINT64_MAX, u2;
    printf("uadd64 ovf %d\n", (int)__builtin_add_overflow(u1, (uint64_t)1, &u2));
    char buf[64], dst[64];
    memset(buf, 'x', sizeof buf);
    memset(buf + 10, 'y', 5);
    buf[63] = 0;
    memcpy(dst, buf, 64);
    memmove(dst + 2, dst, 20);
    dst[30] = 0;
    printf("%s\n", dst);
    volatile int n = 13;
    memset(buf, 0, (size_t)n);
    memcpy(buf, "hello, world", (size_t)n);
    printf("%s %d\n", buf, (int)strlen(buf));
    int cold = 0;
    for (int i = 0; i < 100; i++)
        if (__builtin_expect(i == 77, 0)) cold = i;
    printf("cold %d\n", cold);
    return 0;
}
