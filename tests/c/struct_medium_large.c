/* Medium (17-32 bytes) and large structs passed by value (copied: the callee's changes must
   not be seen by the caller) and returned by value (sret), including arrays inside structs. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

struct med { int64_t a, b, c; };
struct big { int32_t v[20]; char name[16]; };
struct mixed { int8_t tag; int64_t val; int16_t extra[5]; };

static struct med med_make(int64_t x) { struct med m = {x, x * 2, x * 3}; return m; }
static int64_t med_sum(struct med m) { m.a = 0; return m.a + m.b + m.c; }
static struct med med_add(struct med x, struct med y) { struct med r = {x.a + y.a, x.b + y.b, x.c + y.c}; return r; }

static struct big big_make(int32_t seed, const char *name) {
    struct big b;
    for (int i = 0; i < 20; i++) b.v[i] = seed * i - i * i;
    memset(b.name, 0, sizeof b.name);
    strncpy(b.name, name, sizeof b.name - 1);
    return b;
}
static int64_t big_sum(struct big b) {
    int64_t s = 0;
    for (int i = 0; i < 20; i++) { s += b.v[i]; b.v[i] = 0; }
    return s + (int64_t)strlen(b.name);
}
static struct big big_reverse(struct big b) {
    for (int i = 0; i < 10; i++) { int32_t t = b.v[i]; b.v[i] = b.v[19 - i]; b.v[19 - i] = t; }
    size_t n = strlen(b.name);
    for (size_t i = 0; i < n / 2; i++) { char t = b.name[i]; b.name[i] = b.name[n - 1 - i]; b.name[n - 1 - i] = t; }
    return b;
}
static struct mixed mixed_make(int8_t t, int64_t v) {
    struct mixed m;
    memset(&m, 0, sizeof m);
    m.tag = t; m.val = v;
    for (int i = 0; i < 5; i++) m.extra[i] = (int16_t)(t * (i + 1));
    return m;
}
static int64_t take_after_regs(int a, int b, int c, int d, int e, int f, int g, int h, struct med m, struct big bg) {
    return a + b + c + d + e + f + g + h + m.a + m.c + bg.v[19];
}

int main(void) {
    struct med m = med_make(7);
    printf("med %lld %lld %lld sum %lld after %lld\n", (long long)m.a, (long long)m.b, (long long)m.c,
           (long long)med_sum(m), (long long)m.a);
    struct med m2 = med_add(m, med_make(-100));
    printf("med_add %lld %lld %lld\n", (long long)m2.a, (long long)m2.b, (long long)m2.c);
    struct big b = big_make(5, "kiln-backend");
    printf("big sum %lld v[3] %d (unchanged)\n", (long long)big_sum(b), b.v[3]);
    struct big r = big_reverse(b);
    printf("big reversed v0 %d v19 %d name %s orig %s\n", r.v[0], r.v[19], r.name, b.name);
    struct mixed x = mixed_make(-3, 1LL << 50);
    printf("mixed %d %lld %d %d size %u\n", x.tag, (long long)x.val, x.extra[0], x.extra[4], (unsigned)sizeof x);
    printf("after regs %lld\n", (long long)take_after_regs(1, 2, 3, 4, 5, 6, 7, 8, m2, r));
    struct big arr[3];
    for (int i = 0; i < 3; i++) arr[i] = big_make(i + 1, i == 1 ? "one" : "other");
    int64_t t = 0;
    for (int i = 0; i < 3; i++) t += big_sum(arr[i]);
    printf("array of big %lld\n", (long long)t);
    return 0;
}
