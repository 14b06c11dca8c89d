/* Tail calls and tail recursion: accumulator-style recursion deep enough to need the tail
   call at -O2 (but bounded so -O0 is fine), mutual tail calls and tail calls through pointers. */
#include <stdio.h>
#include <stdint.h>

static int64_t sum_to(int64_t n, int64_t acc) { return n == 0 ? acc : sum_to(n - 1, acc + n); }
static uint32_t gcd(uint32_t a, uint32_t b) { return b == 0 ? a : gcd(b, a % b); }
static int ping(int n, int acc);
static int pong(int n, int acc) { return n <= 0 ? acc : ping(n - 1, acc * 3 % 1000003); }
static int ping(int n, int acc) { return n <= 0 ? acc : pong(n - 1, acc + 7); }
static int64_t collatz_len(int64_t n, int64_t steps) { return n == 1 ? steps : collatz_len(n % 2 ? 3 * n + 1 : n / 2, steps + 1); }
typedef int32_t (*step_fn)(int32_t, int32_t);
static int32_t step_a(int32_t x, int32_t k);
static int32_t step_b(int32_t x, int32_t k) { if (k == 0) return x; step_fn f = step_a; return f(x ^ k, k - 1); }
static int32_t step_a(int32_t x, int32_t k) { if (k == 0) return x; step_fn f = step_b; return f(x + k, k - 1); }
static int32_t many_args_tail(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t n) {
    if (n == 0) return a + b + c + d + e + f + g + h + i;
    return many_args_tail(b, c, d, e, f, g, h, i, a + 1, n - 1);
}

int main(void) {
    printf("sum_to %lld\n", (long long)sum_to(20000, 0));
    printf("gcd %u %u\n", gcd(1071, 462), gcd(4294967291u, 65537u));
    printf("pingpong %d\n", ping(10001, 1));
    printf("collatz %lld %lld\n", (long long)collatz_len(27, 0), (long long)collatz_len(837799, 0));
    printf("steps %d\n", step_a(5, 1000));
    printf("many %d\n", many_args_tail(1, 2, 3, 4, 5, 6, 7, 8, 9, 1000));
    return 0;
}
