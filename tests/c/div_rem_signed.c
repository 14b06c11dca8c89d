/* Signed division and remainder at every width (i8, i16, i32, i64) with operands of every
   sign, including the defined INT_MIN cases (INT_MIN / 1, INT_MIN % 2, x / INT_MIN). */
#include <stdio.h>
#include <stdint.h>

static volatile int8_t v8[] = {127, -128, 100, -100, 7, -7, 3, -3, 1, -1, 0, 64};
static volatile int16_t v16[] = {32767, -32768, 1000, -1000, 77, -77, 5, -5, 1, -1, 0, 256};
static volatile int32_t v32[] = {2147483647, -2147483647 - 1, 1000000, -1000000, 99, -99, 10, -10, 1, -1, 0, 65536};
static volatile int64_t v64[] = {INT64_MAX, INT64_MIN, 10000000000LL, -10000000000LL, 12345, -12345, 9, -9, 1, -1, 0, 4294967296LL};

int main(void) {
    const int n = 12;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int8_t a = v8[i], b = v8[j];
            if (b != 0) printf("i8 %d/%d=%d %d%%%d=%d\n", a, b, (int8_t)(a / b), a, b, (int8_t)(a % b));
        }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int16_t a = v16[i], b = v16[j];
            if (b != 0) printf("i16 %d/%d=%d %d%%%d=%d\n", a, b, (int16_t)(a / b), a, b, (int16_t)(a % b));
        }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int32_t a = v32[i], b = v32[j];
            if (b == 0 || (a == INT32_MIN && b == -1)) continue;
            printf("i32 %d/%d=%d %d%%%d=%d\n", a, b, a / b, a, b, a % b);
        }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int64_t a = v64[i], b = v64[j];
            if (b == 0 || (a == INT64_MIN && b == -1)) continue;
            printf("i64 %lld/%lld=%lld %lld%%%lld=%lld\n", (long long)a, (long long)b,
                   (long long)(a / b), (long long)a, (long long)b, (long long)(a % b));
        }
    /* division by constants (strength-reduced by optimizers) */
    for (int i = 0; i < n; i++) {
        int32_t a = v32[i];
        printf("c32 %d: /3=%d %%3=%d /-7=%d %%-7=%d /8=%d %%8=%d /1000=%d\n", a, a / 3, a % 3,
               a / -7, a % -7, a / 8, a % 8, a / 1000);
        int64_t b = v64[i];
        printf("c64 %lld: /3=%lld %%3=%lld /16=%lld %%16=%lld /-1000=%lld\n", (long long)b,
               (long long)(b / 3), (long long)(b % 3), (long long)(b / 16), (long long)(b % 16),
               (long long)(b / -1000));
    }
    return 0;
}
