/* 8- and 16-bit types: arithmetic with promotion, truncation, sign and zero extension,
   arrays and struct fields of small types, small-type function parameters and returns. */
#include <stdio.h>
#include <stdint.h>

static int8_t add8(int8_t a, int8_t b) { return (int8_t)(a + b); }
static uint8_t mul8(uint8_t a, uint8_t b) { return (uint8_t)(a * b); }
static int16_t sub16(int16_t a, int16_t b) { return (int16_t)(a - b); }
static uint16_t shl16(uint16_t a, int s) { return (uint16_t)(a << s); }
static int32_t widen(int8_t a, uint8_t b, int16_t c, uint16_t d) { return a + b + c + d; }

struct small { int8_t a; uint8_t b; int16_t c; uint16_t d; };

int main(void) {
    int8_t s8[] = {127, -128, -1, 0, 1, 100, -100};
    uint8_t u8[] = {255, 128, 0, 1, 200, 17};
    int16_t s16[] = {32767, -32768, -1, 0, 1, 30000, -30000};
    uint16_t u16[] = {65535, 32768, 0, 1, 60000, 4660};
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++)
            printf("add8(%d,%d)=%d sub16(%d,%d)=%d\n", s8[i], s8[j], add8(s8[i], s8[j]), s16[i], s16[j], sub16(s16[i], s16[j]));
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            printf("mul8(%u,%u)=%u shl16(%u,%d)=%u\n", u8[i], u8[j], mul8(u8[i], u8[j]), u16[i], j * 3, shl16(u16[i], j * 3));
    for (int i = 0; i < 6; i++)
        printf("widen=%d\n", widen(s8[i], u8[i], s16[i], u16[i]));
    struct small s = {-5, 250, -300, 65000};
    s.a = (int8_t)(s.a * 30);
    s.b = (uint8_t)(s.b + 10);
    s.c = (int16_t)(s.c * 200);
    s.d = (uint16_t)(s.d + 1000);
    printf("struct %d %u %d %u\n", s.a, s.b, s.c, s.d);
    int32_t x = 0x12345678;
    printf("trunc %d %u %d %u\n", (int8_t)x, (uint8_t)x, (int16_t)x, (uint16_t)x);
    int32_t y = (int32_t)0xfedcba98u;
    printf("trunc %d %u %d %u\n", (int8_t)y, (uint8_t)y, (int16_t)y, (uint16_t)y);
    uint8_t buf[32];
    for (int i = 0; i < 32; i++) buf[i] = (uint8_t)(i * 37 + 11);
    uint32_t sum = 0;
    int32_t ssum = 0;
    for (int i = 0; i < 32; i++) { sum += buf[i]; ssum += (int8_t)buf[i]; }
    printf("sum %u ssum %d\n", sum, ssum);
    int16_t h[16];
    for (int i = 0; i < 16; i++) h[i] = (int16_t)(i * -2345);
    int64_t hs = 0;
    for (int i = 0; i < 16; i++) hs += h[i] * h[15 - i];
    printf("hs %lld\n", (long long)hs);
    return 0;
}
