/* Shifts by variable amounts at every width: logical and arithmetic right shifts, left shifts,
   shift amounts near the width, and shifts of values promoted from 8- and 16-bit types. */
#include <stdio.h>
#include <stdint.h>

static volatile uint32_t amounts[] = {0, 1, 7, 8, 15, 16, 31};
static volatile uint32_t amounts64[] = {0, 1, 31, 32, 33, 63};

int main(void) {
    uint8_t u8 = 0xa5; int8_t s8 = -91;
    uint16_t u16 = 0xbeef; int16_t s16 = -12345;
    uint32_t u32 = 0xdeadbeefu; int32_t s32 = -559038737;
    uint64_t u64 = 0xfedcba9876543210ULL; int64_t s64 = -81985529216486896LL;
    for (int i = 0; i < 7; i++) {
        uint32_t k = amounts[i];
        printf("k=%2u u8>>%u u8<<%u s8>>%d u16>>%u s16>>%d u32<<%08x u32>>%08x s32>>%d\n", k,
               k < 8 ? (uint8_t)(u8 >> k) : 0u, k < 8 ? (uint8_t)(u8 << k) : 0u, k < 8 ? s8 >> k : -1,
               k < 16 ? (uint16_t)(u16 >> k) : 0u, k < 16 ? s16 >> k : -1, u32 << k, u32 >> k, s32 >> k);
    }
    for (int i = 0; i < 6; i++) {
        uint32_t k = amounts64[i];
        printf("k=%2u u64<< %016llx u64>> %016llx s64>> %lld\n", k, (unsigned long long)(u64 << k),
               (unsigned long long)(u64 >> k), (long long)(s64 >> k));
    }
    uint64_t acc = 0;
    for (uint32_t k = 0; k < 64; k++) acc += (u64 >> k) ^ ((uint64_t)s64 << (63 - k));
    printf("acc %016llx\n", (unsigned long long)acc);
    uint32_t r = 0;
    for (uint32_t k = 0; k < 32; k++) r ^= (u32 << k) | (u32 >> ((32 - k) & 31));
    printf("rot acc %08x\n", r);
    return 0;
}
