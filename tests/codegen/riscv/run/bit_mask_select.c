/* Driver of bit_mask_select.ll: every bit position and shift amount on values with the bit
   set and clear, with the upper half of i32 arguments both clear and set. */
#include <stdint.h>
#include <stdio.h>
int32_t sel32(int32_t x, int32_t bit, int32_t y);
int32_t sel32_b0(int32_t x, int32_t y);
int32_t sel32_b31(int32_t x, int32_t y);
int32_t sel32_b13_const(int32_t x);
int64_t sel64_b63(int64_t x, int64_t y);
int64_t sel64_b40(int64_t x, int64_t y);
int64_t sel64_b5(int64_t x, int64_t y);
int8_t sel8_b7(int8_t x, int8_t y);
uint16_t sel16_b3(uint16_t x, uint16_t y);
int32_t lshr1(int32_t x);
int32_t lshr17(int32_t x);
int32_t lshr31(int32_t x);
int64_t lshr9_zext(int32_t x);
int32_t crc_byte(int32_t c, int32_t b);
int32_t s23(int32_t x);
int32_t s54(int32_t x);
int32_t s_wrap(int32_t x);
int8_t s8_wrap(int8_t x);
uint16_t s16_gen(uint16_t x);
int64_t s64_gen(int64_t x);
int64_t sy0(int64_t x, int64_t y);
int64_t s0y(int64_t x, int64_t y);
int32_t sxy(int32_t x, int32_t y, int32_t z);
const char *sptr(int64_t x, const char *p, const char *q);
int32_t sbool(_Bool b, int32_t y);

int main(void) {
    static const int32_t xs[] = {0, 1, -1, 0x55555555, (int32_t)0xAAAAAAAA, 0x7fffffff,
                                 (int32_t)0x80000000, 0x2000, 12345678};
    static const int64_t ws[] = {0, 1, -1, 0x5555555555555555LL, (int64_t)0xAAAAAAAAAAAAAAAAULL,
                                 INT64_MIN, 0x10000000000LL, 32, 0x123456789abcdefLL};
    for (int i = 0; i < 9; i++) {
        for (int bit = 0; bit < 32; bit++)
            printf("sel32 %d %d -> %d\n", xs[i], bit, sel32(xs[i], bit, -7));
        printf("b0 %d -> %d\n", xs[i], sel32_b0(xs[i], 99));
        printf("b31 %d -> %d\n", xs[i], sel32_b31(xs[i], 99));
        printf("b13 %d -> %d\n", xs[i], sel32_b13_const(xs[i]));
        printf("b7 %d -> %d\n", xs[i], sel8_b7((int8_t)xs[i], -3));
        printf("b3 %d -> %u\n", xs[i], sel16_b3((uint16_t)xs[i], 40000));
        printf("lshr %d -> %d %d %d %lld\n", xs[i], lshr1(xs[i]), lshr17(xs[i]), lshr31(xs[i]),
               (long long)lshr9_zext(xs[i]));
        printf("crc %d -> %d\n", xs[i], crc_byte(xs[i], i * 37));
        printf("w %lld -> %lld %lld %lld\n", (long long)ws[i], (long long)sel64_b63(ws[i], -5),
               (long long)sel64_b40(ws[i], 77), (long long)sel64_b5(ws[i], 1LL << 40));
    }
    for (int64_t x = -8; x <= 8; x++) {
        int32_t x32 = (int32_t)(x * 37 + (x == 3 ? 0 : 0));
        printf("sel %lld -> %d %d %d %d %u %lld %lld %lld %d %s %d %d\n", (long long)x, s23((int32_t)x),
               s54((int32_t)x), s_wrap(x32 * 3), s8_wrap((int8_t)(x * 20)), s16_gen((uint16_t)(x * 99)),
               (long long)s64_gen(x), (long long)sy0(x, -x * 1000), (long long)s0y(x, x * 77),
               sxy((int32_t)(x & 1), 11, -12), sptr(x, "p", "q"), sbool(x & 1, 5), sbool(x > 2, 6));
    }
    return 0;
}
