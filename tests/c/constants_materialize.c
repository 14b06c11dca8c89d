/* Integer constants of every shape the backend must materialize: 12-bit and 13-bit immediate
   boundaries, values needing lui+addi with a carry, 32-bit patterns, full 64-bit patterns,
   negative constants and constants used as comparison and shift operands. */
#include <stdio.h>
#include <stdint.h>

static volatile int64_t zero = 0;

int main(void) {
    int64_t z = zero;
    int64_t c[] = {z + 2047, z + 2048, z - 2048, z - 2049, z + 4095, z + 4096, z + 0x7ff800, z + 0x800,
                   z + 0x12345fff, z + 0x7fffffff, z - 0x80000000LL, z + 0x80000000LL, z + 0xffffffffLL,
                   z + 0x100000000LL, z + 0x123456789abcdef0LL, z - 0x123456789abcdefLL, z + INT64_MAX, z + INT64_MIN,
                   z + 0x00ff00ff00ff00ffLL, z + 0x7ffff800LL, z + 0xfffff800LL, z + 0x0000000100000001LL};
    int n = (int)(sizeof c / sizeof c[0]);
    for (int i = 0; i < n; i++) printf("%2d: %lld %llx\n", i, (long long)c[i], (unsigned long long)c[i]);
    int32_t x = (int32_t)z;
    printf("add imm %d %d %d %d\n", x + 2047, x - 2048, x + 2048, x - 2049);
    printf("and/or/xor imm %x %x %x\n", (x - 1) & 0x7ff, (x | 0x800) ^ 0xfff, (x - 1) ^ 0x12345678);
    uint64_t u = (uint64_t)z - 1;
    printf("u64 masks %llx %llx %llx\n", (unsigned long long)(u & 0xffffffffULL), (unsigned long long)(u >> 12 & 0xfffff),
           (unsigned long long)(u & 0xfff0000000000000ULL));
    int cmp = 0;
    for (int64_t v = -3000; v <= 3000; v += 250) cmp += (v < 2048) + (v >= -2048) * 2 + (v > 0x7ff) * 4;
    printf("cmp sum %d\n", cmp);
    uint32_t mul = (uint32_t)(z + 12345);
    printf("mul by constants %u %u %u %u\n", mul * 3, mul * 1000, mul * 65535u, mul * 0x9e3779b9u);
    printf("%d\n", (int)(sizeof(int64_t) * 8 - 1));
    return 0;
}
