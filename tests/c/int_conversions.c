/* Integer conversions between all widths and signednesses: sign extension, zero extension,
   truncation (modular, as gcc and clang define it), and the usual arithmetic conversions when
   signed and unsigned operands meet. */
#include <stdio.h>
#include <stdint.h>

static volatile int64_t src[] = {0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32769,
                                 65535, 65536, 2147483647, 2147483648LL, -2147483649LL, 4294967295LL,
                                 4294967296LL, 0x123456789abcdefLL, INT64_MIN};

int main(void) {
    int n = (int)(sizeof src / sizeof src[0]);
    for (int i = 0; i < n; i++) {
        int64_t v = src[i];
        printf("%lld: i8 %d u8 %u i16 %d u16 %u i32 %d u32 %u u64 %llu\n", (long long)v, (int8_t)v, (uint8_t)v,
               (int16_t)v, (uint16_t)v, (int32_t)v, (uint32_t)v, (unsigned long long)(uint64_t)v);
        int8_t b = (int8_t)v;
        uint8_t ub = (uint8_t)v;
        int16_t h = (int16_t)v;
        printf("   back: i8->i64 %lld u8->i64 %lld i16->u32 %u i8->u16 %u\n", (long long)b, (long long)ub, (uint32_t)h, (uint16_t)b);
    }
    int32_t neg = -1;
    uint32_t one = 1;
    printf("-1 < 1u: %d\n", (uint32_t)neg < one);
    printf("-1 < 1ll: %d\n", (int64_t)neg < (int64_t)one);
    uint16_t us = 65535;
    int16_t ss = -1;
    printf("u16 promote %d %d %d\n", us == (uint16_t)ss, (int)us == (int)ss, (uint32_t)us * us / 65536);
    uint8_t x = 200, y = 100;
    printf("u8 sum promoted %d truncated %u\n", x + y, (uint8_t)(x + y));
    int64_t big = (int64_t)(uint32_t)neg;
    printf("zext via u32 %lld\n", (long long)big);
    return 0;
}
