/* Division and remainder by constants, which optimizing backends turn into multiply-high
   and shift sequences: every divisor in a list (powers of two, 3, 7, 10, 641, 2^31-1, large
   and negative ones) at 8, 16, 32 and 64 bits, signed and unsigned, over edge dividends
   (0, +-1, MIN, MAX, near powers of two) and a pseudo-random sweep, each compared with the
   same division by a divisor the compiler cannot see (volatile). Prints mismatch counts and
   checksums of the quotients. */
#include <stdint.h>
#include <stdio.h>

static volatile int64_t vdiv;

#define CHECK(T, D)                                                              \
    do {                                                                         \
        vdiv = (D);                                                              \
        T d = (T)vdiv;                                                           \
        for (int k = 0; k < nvals; k++) {                                        \
            T x = (T)vals[k];                                                    \
            if ((T)(D) == (T)-1 && x == min_##T) continue;                       \
            T q1 = (T)(x / (T)(D)), r1 = (T)(x % (T)(D));                        \
            T q2 = (T)(x / d), r2 = (T)(x % d);                                  \
            if (q1 != q2 || r1 != r2) bad++;                                     \
            sum = sum * 31 + (uint64_t)q1 + (uint64_t)r1 * 7;                    \
        }                                                                        \
    } while (0)

#define ALL(T)                                                                   \
    CHECK(T, 1); CHECK(T, 2); CHECK(T, 3); CHECK(T, 5); CHECK(T, 7); CHECK(T, 10); \
    CHECK(T, 12); CHECK(T, 16); CHECK(T, 25); CHECK(T, 100); CHECK(T, 127);      \
    CHECK(T, -1); CHECK(T, -2); CHECK(T, -3); CHECK(T, -7); CHECK(T, -10); CHECK(T, -64)

#define ALL_WIDE(T)                                                              \
    CHECK(T, 641); CHECK(T, 1000); CHECK(T, 32768); CHECK(T, 65535); CHECK(T, 1000000007); \
    CHECK(T, 2147483647); CHECK(T, -1000000); CHECK(T, -2147483647)

static const int8_t min_int8_t = INT8_MIN;
static const int16_t min_int16_t = INT16_MIN;
static const int32_t min_int32_t = INT32_MIN;
static const int64_t min_int64_t = INT64_MIN;
static const uint8_t min_uint8_t = 0xff; /* never skipped: unsigned division by (T)-1 is fine */
static const uint16_t min_uint16_t = 0xffff;
static const uint32_t min_uint32_t = 0xffffffffu;
static const uint64_t min_uint64_t = ~0ull;

int main(void) {
    int64_t vals[200];
    int nvals = 0;
    static const int64_t edges[] = {0, 1, -1, 2, -2, 3, 7, 9, 10, 99, 100, 127, 128, -128, -129, 255, 256, 32767, -32768,
                                    65535, 65536, 2147483647ll, -2147483647ll - 1, 4294967295ll, 4294967296ll,
                                    INT64_MAX, INT64_MIN, INT64_MAX - 1, INT64_MIN + 1, 1000000007ll * 3};
    for (unsigned i = 0; i < sizeof edges / sizeof edges[0]; i++) vals[nvals++] = edges[i];
    uint64_t s = 0x243f6a8885a308d3ull;
    while (nvals < 200) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        vals[nvals++] = (int64_t)(s >> (s & 63));
    }
    int bad = 0;
    uint64_t sum = 0;
    ALL(int8_t);
    printf("int8   bad %d sum %016llx\n", bad, (unsigned long long)sum);
    ALL(uint8_t);
    printf("uint8  bad %d sum %016llx\n", bad, (unsigned long long)sum);
    ALL(int16_t);
    printf("int16  bad %d sum %016llx\n", bad, (unsigned long long)sum);
    ALL(uint16_t);
    printf("uint16 bad %d sum %016llx\n", bad, (unsigned long long)sum);
    ALL(int32_t);
    ALL_WIDE(int32_t);
    printf("int32  bad %d sum %016llx\n", bad, (unsigned long long)sum);
    ALL(uint32_t);
    ALL_WIDE(uint32_t);
    printf("uint32 bad %d sum %016llx\n", bad, (unsigned long long)sum);
    ALL(int64_t);
    ALL_WIDE(int64_t);
    CHECK(int64_t, 1000000000000000003ll);
    CHECK(int64_t, -4611686018427387904ll);
    printf("int64  bad %d sum %016llx\n", bad, (unsigned long long)sum);
    ALL(uint64_t);
    ALL_WIDE(uint64_t);
    CHECK(uint64_t, 10000000000000000000ull);
    CHECK(uint64_t, 0x8000000000000001ull);
    printf("uint64 bad %d sum %016llx\n", bad, (unsigned long long)sum);
    return 0;
}
