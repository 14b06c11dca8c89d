/* Fixed-point arithmetic in Q16.16 and Q1.31 with integers only: multiply with rounding,
   division, integer square root, CORDIC-free sine table by recurrence, and saturation. */
#include <stdio.h>
#include <stdint.h>

typedef int32_t q16;
#define ONE (1 << 16)
static q16 qmul(q16 a, q16 b) { int64_t p = (int64_t)a * b; return (q16)((p + (1 << 15)) >> 16); }
static q16 qdiv(q16 a, q16 b) { return (q16)(((int64_t)a * 65536) / b); }
static uint32_t isqrt64(uint64_t n) { uint64_t r = 0, bit = 1ULL << 62; while (bit > n) bit >>= 2; while (bit) { if (n >= r + bit) { n -= r + bit; r = (r >> 1) + bit; } else r >>= 1; bit >>= 2; } return (uint32_t)r; }
static int32_t sat_add(int32_t a, int32_t b) { int64_t s = (int64_t)a + b; return s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : (int32_t)s; }
static void print_q(const char *l, q16 v) {
    int neg = v < 0;
    uint32_t u = neg ? (uint32_t)0 - (uint32_t)v : (uint32_t)v;
    printf("%s %s%u.%05u\n", l, neg ? "-" : "", u >> 16, (uint32_t)(((uint64_t)(u & 0xffff) * 100000) >> 16));
}

int main(void) {
    q16 a = 3 * ONE + ONE / 4, b = -2 * ONE + ONE / 8;
    print_q("a", a); print_q("b", b);
    print_q("a*b", qmul(a, b)); print_q("a/b", qdiv(a, b)); print_q("b/a", qdiv(b, a));
    print_q("sqrt(2)", (q16)isqrt64((uint64_t)2 << 32));
    print_q("sqrt(10)", (q16)isqrt64((uint64_t)10 << 32));
    printf("isqrt %u %u %u\n", isqrt64(0), isqrt64(1000000), isqrt64(18446744073709551615ULL));
    /* sin/cos by the rotation recurrence with a small angle step, Q16 */
    q16 c = ONE, s = 0, eps = ONE / 64;
    for (int i = 1; i <= 128; i++) {
        q16 nc = c - qmul(eps, s), ns = s + qmul(eps, nc);
        c = nc; s = ns;
        if (i % 32 == 0) { printf("step %d: ", i); print_q("cos", c); printf("         "); print_q("sin", s); }
    }
    printf("sat %d %d %d\n", sat_add(INT32_MAX, 5), sat_add(INT32_MIN, -5), sat_add(100, -300));
    return 0;
}
