/* Conversions between floating point and integers at the edges of what C defines:
   truncation toward zero of positive and negative values, values just inside the range of
   int8..int64 and uint8..uint64 (2^63 - 1024 and 2^64 - 2048 as doubles, 2^31 - 128 as
   float), unsigned to float above 2^63 (the rounding of a 64-bit integer to 53 and 24 bits),
   signed minimums, integers that are not representable (ties to even), and round trips
   through float and double. */
#include <stdint.h>
#include <stdio.h>

static volatile double vd;
static volatile float vf;

static void d2i(double d) {
    vd = d;
    double x = vd;
    if (x > -2147483649.0 && x < 2147483648.0)
        printf("%-24.3f i32 %11d i64 %20lld\n", x, (int32_t)x, (long long)(int64_t)x);
    else
        printf("%-24.3f i32 %11s i64 %20lld\n", x, "-", (long long)(int64_t)x);
}

static void d2u(double d) {
    vd = d;
    double x = vd;
    if (x < 4294967296.0)
        printf("%-24.3f u32 %10u u64 %20llu\n", x, (uint32_t)x, (unsigned long long)(uint64_t)x);
    else
        printf("%-24.3f u32 %10s u64 %20llu\n", x, "-", (unsigned long long)(uint64_t)x);
}

static void u2fp(uint64_t u) {
    volatile uint64_t vu = u;
    uint64_t x = vu;
    printf("u64 %20llu -> double %.1f float %.1f\n", (unsigned long long)x, (double)x, (double)(float)x);
}

static void i2fp(int64_t i) {
    volatile int64_t vi = i;
    int64_t x = vi;
    printf("i64 %20lld -> double %.1f float %.1f\n", (long long)x, (double)x, (double)(float)x);
}

int main(void) {
    d2i(0.999);
    d2i(-0.999);
    d2i(-1.5);
    d2i(2147483647.9);
    d2i(-2147483648.9);
    d2i(1e15 + 0.5);
    d2i(-9223372036854774784.0);
    d2i(9223372036854774784.0);
    d2u(4294967295.75);
    d2u(18446744073709549568.0);
    d2u(9223372036854775808.0);
    d2u(0.25);

    vf = 2147483520.0f;
    printf("float 2^31-128 -> i32 %d\n", (int32_t)vf);
    vf = -2147483648.0f;
    printf("float -2^31 -> i32 %d\n", (int32_t)vf);
    vf = 4294967040.0f;
    printf("float 2^32-256 -> u32 %u\n", (uint32_t)vf);
    vf = 18446742974197923840.0f;
    printf("float 2^64-2^40 -> u64 %llu\n", (unsigned long long)(uint64_t)vf);
    vf = -127.99f;
    printf("float -127.99 -> i8 %d i16 %d\n", (int8_t)vf, (int16_t)vf);
    vf = 255.5f;
    printf("float 255.5 -> u8 %u u16 %u\n", (uint8_t)vf, (uint16_t)vf);

    u2fp(0);
    u2fp(1ull << 53);
    u2fp((1ull << 53) + 1);
    u2fp((1ull << 53) + 3);
    u2fp(9223372036854775807ull);
    u2fp(9223372036854775808ull);
    u2fp(18446744073709551615ull);
    u2fp(0x8000008000000000ull);
    u2fp(0x8000018000000001ull);
    u2fp(16777217);
    i2fp(-9223372036854775807ll - 1);
    i2fp(-16777217);
    i2fp(-((1ll << 53) + 1));
    i2fp(123456789012345678ll);

    volatile int32_t i32 = -2147483647 - 1;
    volatile uint32_t u32 = 4294967295u;
    printf("i32 min -> float %.1f double %.1f\n", (double)(float)i32, (double)i32);
    printf("u32 max -> float %.1f double %.1f\n", (double)(float)u32, (double)u32);
    volatile int16_t i16 = -32768;
    volatile uint8_t u8 = 200;
    printf("i16 -> float %.1f, u8 -> double %.1f\n", (double)(float)i16, (double)u8);

    int ok = 1;
    for (int64_t v = -70000; v <= 70000; v += 997) {
        vd = (double)v;
        vf = (float)v;
        ok &= (int64_t)vd == v && (int64_t)vf == v;
    }
    printf("round trips exact: %d\n", ok);
    return 0;
}
