/* Local variables of several types, assigned and combined (seed 003 step: locals). */
#include <stdio.h>
#include <stdint.h>

static int32_t combine(int32_t a, int32_t b) {
    int32_t x = a + b;
    int32_t y = a - b;
    int32_t z = x * y;
    int32_t w = z ^ (x | y);
    return w + (x & 0xff);
}

int main(void) {
    int32_t a = 17, b = -5, c = 0;
    uint32_t u = 40000u;
    int64_t big = 1234567890123LL;
    int16_t s = -1234;
    uint8_t byte = 200;
    c = a * b + 3;
    u = u * 3u + (uint32_t)a;
    big = big / 7 + c;
    s = (int16_t)(s * 2 + 1);
    byte = (uint8_t)(byte + 100);
    printf("a=%d b=%d c=%d\n", a, b, c);
    printf("u=%u big=%lld s=%d byte=%u\n", u, (long long)big, s, byte);
    for (int32_t i = -3; i <= 3; i++)
        printf("combine(%d,%d)=%d\n", i * 7, i + 2, combine(i * 7, i + 2));
    int32_t t1 = 1, t2 = 2, t3 = 3, t4 = 4, t5 = 5, t6 = 6, t7 = 7, t8 = 8;
    int32_t t9 = 9, t10 = 10, t11 = 11, t12 = 12, t13 = 13, t14 = 14, t15 = 15, t16 = 16;
    int32_t t17 = 17, t18 = 18, t19 = 19, t20 = 20, t21 = 21, t22 = 22, t23 = 23, t24 = 24;
    for (int k = 0; k < 5; k++) {
        t1 += t24; t2 += t1; t3 += t2; t4 += t3; t5 += t4; t6 += t5; t7 += t6; t8 += t7;
        t9 ^= t8; t10 ^= t9; t11 -= t10; t12 -= t11; t13 += t12; t14 += t13; t15 -= t14;
        t16 ^= t15; t17 += t16; t18 -= t17; t19 += t18; t20 ^= t19; t21 += t20; t22 -= t21;
        t23 += t22; t24 ^= t23;
        t1 &= 0xffff; t2 &= 0xffff; t3 &= 0xffff; t4 &= 0xffff; t5 &= 0xffff; t6 &= 0xffff;
        t7 &= 0xffff; t8 &= 0xffff; t11 &= 0xffff; t12 &= 0xffff; t13 &= 0xffff; t14 &= 0xffff;
        t15 &= 0xffff; t17 &= 0xffff; t18 &= 0xffff; t19 &= 0xffff; t21 &= 0xffff;
        t22 &= 0xffff; t23 &= 0xffff;
    }
    printf("pressure: %d %d %d %d %d %d %d %d\n", t1, t2, t3, t4, t5, t6, t7, t8);
    printf("pressure: %d %d %d %d %d %d %d %d\n", t9, t10, t11, t12, t13, t14, t15, t16);
    printf("pressure: %d %d %d %d %d %d %d %d\n", t17, t18, t19, t20, t21, t22, t23, t24);
    return 0;
}
