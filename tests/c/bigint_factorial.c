/* Arbitrary-precision arithmetic on arrays of 32-bit limbs with 64-bit intermediates:
   factorials, powers of two and Fibonacci numbers printed in decimal. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define LIMBS 40
typedef struct { uint32_t d[LIMBS]; int n; } big;

static void set(big *a, uint32_t v) { memset(a, 0, sizeof *a); a->d[0] = v; a->n = 1; }
static void mul_small(big *a, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < a->n; i++) { uint64_t t = (uint64_t)a->d[i] * m + carry; a->d[i] = (uint32_t)t; carry = t >> 32; }
    if (carry) a->d[a->n++] = (uint32_t)carry;
}
static void add(big *r, const big *a, const big *b) {
    uint64_t carry = 0;
    int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) { uint64_t t = (uint64_t)a->d[i] + b->d[i] + carry; r->d[i] = (uint32_t)t; carry = t >> 32; }
    r->n = n;
    if (carry) r->d[r->n++] = (uint32_t)carry;
}
static uint32_t div_small(big *a, uint32_t m) {
    uint64_t rem = 0;
    for (int i = a->n - 1; i >= 0; i--) { uint64_t cur = rem << 32 | a->d[i]; a->d[i] = (uint32_t)(cur / m); rem = cur % m; }
    while (a->n > 1 && a->d[a->n - 1] == 0) a->n--;
    return (uint32_t)rem;
}
static void print(const char *label, const big *a) {
    big t = *a;
    char buf[LIMBS * 10 + 1];
    int len = 0;
    do {
        uint32_t chunk = div_small(&t, 1000000000u);
        for (int k = 0; k < 9; k++) { buf[len++] = (char)('0' + chunk % 10); chunk /= 10; }
    } while (t.n > 1 || t.d[0]);
    while (len > 1 && buf[len - 1] == '0') len--;
    printf("%s ", label);
    for (int i = len - 1; i >= 0; i--) putchar(buf[i]);
    putchar('\n');
}

int main(void) {
    big f;
    set(&f, 1);
    for (uint32_t i = 2; i <= 100; i++) {
        mul_small(&f, i);
        if (i % 25 == 0) { char l[16]; snprintf(l, sizeof l, "%u!", i); print(l, &f); }
    }
    big p;
    set(&p, 1);
    for (int i = 0; i < 300; i++) mul_small(&p, 2);
    print("2^300", &p);
    big a, b, c;
    set(&a, 0); set(&b, 1); set(&c, 0);
    for (int i = 0; i < 400; i++) { add(&c, &a, &b); a = b; b = c; }
    print("fib(401)", &b);
    set(&a, 0);
    print("zero", &a);
    return 0;
}
