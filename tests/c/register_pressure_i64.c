/* Register pressure with 64-bit values: many simultaneously live values across calls (forcing
   callee-saved registers and spills), in loops, with a call in the middle of the live ranges. */
#include <stdio.h>
#include <stdint.h>

static uint64_t mix(uint64_t x) { x ^= x >> 31; x *= 0x7fb5d329728ea185ULL; x ^= x >> 27; return x; }

int main(void) {
    uint64_t v0 = 1, v1 = 2, v2 = 3, v3 = 4, v4 = 5, v5 = 6, v6 = 7, v7 = 8, v8 = 9, v9 = 10;
    uint64_t v10 = 11, v11 = 12, v12 = 13, v13 = 14, v14 = 15, v15 = 16, v16 = 17, v17 = 18, v18 = 19, v19 = 20;
    for (int r = 0; r < 50; r++) {
        uint64_t m = mix(v0 + (uint64_t)r);
        v0 += v19 ^ m; v1 += v0 * 3; v2 ^= v1 >> 3; v3 += v2 << 1; v4 -= v3; v5 ^= v4 * 5;
        v6 += v5 >> 7; v7 -= v6; v8 ^= v7 << 2; v9 += v8; v10 ^= mix(v9); v11 += v10 >> 1;
        v12 -= v11 * 7; v13 ^= v12; v14 += v13 >> 5; v15 -= v14; v16 ^= v15 * 9; v17 += v16; v18 ^= v17 >> 11;
        v19 += v18 + mix(v1 ^ v11);
    }
    printf("%016llx %016llx %016llx %016llx %016llx\n", (unsigned long long)v0, (unsigned long long)v1, (unsigned long long)v2, (unsigned long long)v3, (unsigned long long)v4);
    printf("%016llx %016llx %016llx %016llx %016llx\n", (unsigned long long)v5, (unsigned long long)v6, (unsigned long long)v7, (unsigned long long)v8, (unsigned long long)v9);
    printf("%016llx %016llx %016llx %016llx %016llx\n", (unsigned long long)v10, (unsigned long long)v11, (unsigned long long)v12, (unsigned long long)v13, (unsigned long long)v14);
    printf("%016llx %016llx %016llx %016llx %016llx\n", (unsigned long long)v15, (unsigned long long)v16, (unsigned long long)v17, (unsigned long long)v18, (unsigned long long)v19);
    return 0;
}
