/* Selects that become conditional moves or branchless code: min/max/clamp/abs at every width
   and signedness, sign functions, and select chains over arrays. */
#include <stdio.h>
#include <stdint.h>

#define MINMAX(T, name) \
    static T min_##name(T a, T b) { return a < b ? a : b; } \
    static T max_##name(T a, T b) { return a > b ? a : b; }
MINMAX(int8_t, i8)
MINMAX(uint8_t, u8)
MINMAX(int16_t, i16)
MINMAX(uint16_t, u16)
MINMAX(int32_t, i32)
MINMAX(uint32_t, u32)
MINMAX(int64_t, i64)
MINMAX(uint64_t, u64)

static int32_t clamp(int32_t x, int32_t lo, int32_t hi) { return max_i32(lo, min_i32(x, hi)); }
static int64_t abs64(int64_t x) { return x < 0 ? -x : x; }
static int sign(int32_t x) { return (x > 0) - (x < 0); }

int main(void) {
    int64_t vals[] = {0, 1, -1, 127, -128, 255, 32767, -32768, 65535, 2147483647, -2147483647 - 1, 4294967295LL, INT64_MAX, INT64_MIN + 1};
    int n = (int)(sizeof vals / sizeof vals[0]);
    for (int i = 0; i < n; i++) {
        int64_t a = vals[i], b = vals[(i * 5 + 3) % n];
        printf("%lld %lld: i8 %d/%d u8 %u/%u i16 %d/%d u16 %u/%u i32 %d/%d u32 %u/%u i64 %lld/%lld u64 %llu/%llu\n",
               (long long)a, (long long)b, min_i8((int8_t)a, (int8_t)b), max_i8((int8_t)a, (int8_t)b),
               min_u8((uint8_t)a, (uint8_t)b), max_u8((uint8_t)a, (uint8_t)b), min_i16((int16_t)a, (int16_t)b),
               max_i16((int16_t)a, (int16_t)b), min_u16((uint16_t)a, (uint16_t)b), max_u16((uint16_t)a, (uint16_t)b),
               min_i32((int32_t)a, (int32_t)b), max_i32((int32_t)a, (int32_t)b), min_u32((uint32_t)a, (uint32_t)b),
               max_u32((uint32_t)a, (uint32_t)b), (long long)min_i64(a, b), (long long)max_i64(a, b),
               (unsigned long long)min_u64((uint64_t)a, (uint64_t)b), (unsigned long long)max_u64((uint64_t)a, (uint64_t)b));
        printf("   abs %lld clamp %d sign %d\n", (long long)abs64(a), clamp((int32_t)a, -1000, 1000), sign((int32_t)a));
    }
    int32_t arr[16];
    for (int i = 0; i < 16; i++) arr[i] = (i * 7919) % 101 - 50;
    int32_t lo = arr[0], hi = arr[0], pos = 0, neg = 0;
    for (int i = 1; i < 16; i++) { lo = arr[i] < lo ? arr[i] : lo; hi = arr[i] > hi ? arr[i] : hi; }
    for (int i = 0; i < 16; i++) { pos += arr[i] > 0 ? arr[i] : 0; neg += arr[i] < 0 ? arr[i] : 0; }
    printf("lo %d hi %d pos %d neg %d\n", lo, hi, pos, neg);
    return 0;
}
