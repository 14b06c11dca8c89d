/* Unsigned division and remainder at every width, by variables and by constants. */
#include <stdio.h>
#include <stdint.h>

static volatile uint8_t v8[] = {255, 128, 100, 7, 3, 1, 0, 64, 250};
static volatile uint16_t v16[] = {65535, 32768, 1000, 77, 5, 1, 0, 256, 65000};
static volatile uint32_t v32[] = {4294967295u, 2147483648u, 1000000, 99, 10, 1, 0, 65536, 3000000000u};
static volatile uint64_t v64[] = {UINT64_MAX, 9223372036854775808ULL, 10000000000ULL, 12345, 9, 1, 0,
                                  4294967296ULL, 18000000000000000000ULL};

int main(void) {
    const int n = 9;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            if (v8[j]) printf("u8 %u/%u=%u %%=%u\n", v8[i], v8[j], (uint8_t)(v8[i] / v8[j]), (uint8_t)(v8[i] % v8[j]));
            if (v16[j]) printf("u16 %u/%u=%u %%=%u\n", v16[i], v16[j], (uint16_t)(v16[i] / v16[j]), (uint16_t)(v16[i] % v16[j]));
            if (v32[j]) printf("u32 %u/%u=%u %%=%u\n", v32[i], v32[j], v32[i] / v32[j], v32[i] % v32[j]);
            if (v64[j]) printf("u64 %llu/%llu=%llu %%=%llu\n", (unsigned long long)v64[i],
                               (unsigned long long)v64[j], (unsigned long long)(v64[i] / v64[j]),
                               (unsigned long long)(v64[i] % v64[j]));
        }
    for (int i = 0; i < n; i++) {
        uint32_t a = v32[i];
        uint64_t b = v64[i];
        printf("c %u: /3=%u %%3=%u /10=%u %%10=%u /16=%u %%16=%u /641=%u\n", a, a / 3, a % 3, a / 10,
               a % 10, a / 16, a % 16, a / 641);
        printf("c %llu: /3=%llu /10=%llu %%10=%llu /1000000007=%llu\n", (unsigned long long)b,
               (unsigned long long)(b / 3), (unsigned long long)(b / 10), (unsigned long long)(b % 10),
               (unsigned long long)(b / 1000000007ULL));
    }
    return 0;
}
