/* Conversions between floating point and integers of every width and signedness (truncation
   toward zero, values in range only), float <-> double, and rounding when an integer is too
   wide for the float mantissa. */
#include <stdio.h>
#include <stdint.h>

static volatile double ds[] = {0.0, 0.75, -0.75, 1.5, -1.5, 127.9, -128.9, 255.5, 32767.25, -32768.5, 65535.75,
                               2147483647.0, -2147483648.0, 4294967295.0, 1e15, -1e15, 9007199254740993.0};

int main(void) {
    int n = (int)(sizeof ds / sizeof ds[0]);
    for (int i = 0; i < n; i++) {
        double d = ds[i];
        printf("%.17g:", d);
        if (d > -129.0 && d < 128.0) printf(" i8 %d", (int8_t)d);
        if (d > -1.0 && d < 256.0) printf(" u8 %u", (uint8_t)d);
        if (d > -32769.0 && d < 32768.0) printf(" i16 %d", (int16_t)d);
        if (d > -2147483649.0 && d < 2147483648.0) printf(" i32 %d", (int32_t)d);
        if (d > -1.0 && d < 4294967296.0) printf(" u32 %u", (uint32_t)d);
        printf(" i64 %lld", (long long)(int64_t)d);
        if (d > -1.0) printf(" u64 %llu", (unsigned long long)(uint64_t)d);
        printf(" f %.9g\n", (float)d);
    }
    int64_t is[] = {0, 1, -1, 16777216, 16777217, -16777217, 9007199254740993LL, INT64_MIN, INT64_MAX, 123456789};
    for (int i = 0; i < 10; i++)
        printf("%lld -> f %.9g d %.17g\n", (long long)is[i], (float)is[i], (double)is[i]);
    uint64_t us[] = {0, 18446744073709551615ULL, 9223372036854775808ULL, 4294967295ULL, 12345678901234567ULL};
    for (int i = 0; i < 5; i++) printf("%llu -> f %.9g d %.17g\n", (unsigned long long)us[i], (float)us[i], (double)us[i]);
    uint32_t u32s[] = {0, 1, 2147483648u, 4294967295u, 16777217u};
    for (int i = 0; i < 5; i++) printf("u32 %u -> f %.9g d %.17g\n", u32s[i], (float)u32s[i], (double)u32s[i]);
    float f = 1.0f / 3.0f;
    double back = f;
    float again = (float)back;
    printf("f->d->f same %d, d %.17g\n", f == again, back);
    printf("d->f rounding %.9g %.9g\n", (float)1.00000005960464477539, (float)16777217.0);
    return 0;
}
