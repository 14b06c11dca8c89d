/* Arbitrary-precision arithmetic on 32-bit limbs: 300! and the first Fibonacci number with 500 digits. */
#include <stdio.h>
#include <stdint.h>
#define LIMBS 160
typedef struct { uint32_t d[LIMBS]; int n; } Big;
static void set(Big *a, uint32_t v) { a->d[0] = v; a->n = 1; for (int i = 1; i < LIMBS; i++) a->d[i] = 0; }
static void mul_small(Big *a, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < a->n; i++) { uint64_t t = (uint64_t)a->d[i] * m + carry; a->d[i] = (uint32_t)t; carry = t >> 32; }
    if (carry && a->n < LIMBS) a->d[a->n++] = (uint32_t)carry;
}
static void add(Big *r, const Big *a, const Big *b) {
    uint64_t carry = 0;
    int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) { uint64_t t = (uint64_t)a->d[i] + b->d[i] + carry; r->d[i] = (uint32_t)t; carry = t >> 32; }
    r->n = n;
    if (carry && n < LIMBS) r->d[r->n++] = (uint32_t)carry;
}
static uint32_t div_small(Big *a, uint32_t m) {
    uint64_t rem = 0;
    for (int i = a->n - 1; i >= 0; i--) { uint64_t t = rem << 32 | a->d[i]; a->d[i] = (uint32_t)(t / m); rem = t % m; }
    while (a->n > 1 && a->d[a->n - 1] == 0) a->n--;
    return (uint32_t)rem;
}
static int digits(Big a, uint32_t *digit_sum) {
    int n = 0; uint32_t s = 0;
    while (a.n > 1 || a.d[0]) { uint32_t r = div_small(&a, 10); s += r; n++; }
    *digit_sum = s;
    return n;
}
int main(void) {
    static Big f, x, y, z;
    set(&f, 1);
    for (uint32_t i = 2; i <= 300; i++) mul_small(&f, i);
    uint32_t ds;
    int nd = digits(f, &ds);
    printf("bigint 300! has %d digits, digit sum %u\n", nd, ds);
    set(&x, 1); set(&y, 1);
    int k = 2;
    for (;;) {
        add(&z, &x, &y); x = y; y = z; k++;
        uint32_t s;
        if (y.n >= 52 && digits(y, &s) >= 500) { printf("bigint fib %d digit sum %u\n", k, s); break; }
    }
    return 0;
}
