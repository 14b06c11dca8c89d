/* Recursion-heavy: naive Fibonacci, Ackermann, mutual recursion, recursive sum of digits and
   a recursive power function. */
#include <stdio.h>
#include <stdint.h>

static int32_t fib(int32_t n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int32_t ack(int32_t m, int32_t n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
static int is_odd(uint32_t n);
static int is_even(uint32_t n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(uint32_t n) { return n == 0 ? 0 : is_even(n - 1); }
static int32_t digit_sum(int64_t n) { return n < 10 ? (int32_t)n : (int32_t)(n % 10) + digit_sum(n / 10); }
static uint64_t ipow(uint64_t b, uint32_t e) {
    if (e == 0) return 1;
    uint64_t h = ipow(b, e / 2);
    return e % 2 ? h * h * b : h * h;
}
static int64_t binom(int n, int k) { return (k == 0 || k == n) ? 1 : binom(n - 1, k - 1) + binom(n - 1, k); }

int main(void) {
    for (int i = 0; i <= 20; i += 2) printf("fib(%d)=%d\n", i, fib(i));
    for (int m = 0; m <= 2; m++)
        for (int n = 0; n <= 4; n++) printf("ack(%d,%d)=%d\n", m, n, ack(m, n));
    printf("ack(3,3)=%d\n", ack(3, 3));
    printf("even(100)=%d odd(77)=%d even(77)=%d\n", is_even(100), is_odd(77), is_even(77));
    printf("digit_sum=%d\n", digit_sum(9876543210123LL));
    printf("3^40=%llu 7^22=%llu\n", (unsigned long long)ipow(3, 40), (unsigned long long)ipow(7, 22));
    printf("binom(18,9)=%lld\n", (long long)binom(18, 9));
    return 0;
}
