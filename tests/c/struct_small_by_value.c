/* Small structs (up to 16 bytes) passed and returned by value in registers: one, two, three
   and four fields of various widths, nested, and with padding. */
#include <stdio.h>
#include <stdint.h>

struct p1 { int32_t x; };
struct p2 { int32_t x, y; };
struct p3 { int16_t a; int8_t b; int32_t c; };
struct p4 { int64_t lo; int64_t hi; };
struct p5 { uint8_t r, g, b; };
struct p6 { int32_t a; int64_t b; };
struct nest { struct p2 p; int32_t z; };

static struct p1 inc1(struct p1 v) { v.x++; return v; }
static struct p2 swap2(struct p2 v) { struct p2 r = {v.y, v.x}; return r; }
static struct p3 mix3(struct p3 v, int k) { v.a = (int16_t)(v.a * k); v.b = (int8_t)(v.b - k); v.c += v.a; return v; }
static struct p4 add128(struct p4 a, struct p4 b) {
    struct p4 r;
    uint64_t lo = (uint64_t)a.lo + (uint64_t)b.lo;
    r.lo = (int64_t)lo;
    r.hi = a.hi + b.hi + (lo < (uint64_t)a.lo);
    return r;
}
static struct p5 gray(struct p5 c) { uint8_t v = (uint8_t)((c.r + c.g + c.b) / 3); struct p5 r = {v, v, v}; return r; }
static struct p6 mk6(int32_t a, int64_t b) { struct p6 r = {a, b}; return r; }
static struct nest shift(struct nest n, int d) { n.p.x += d; n.p.y -= d; n.z *= d; return n; }
static int64_t many(struct p2 a, struct p2 b, struct p2 c, struct p2 d, struct p2 e, struct p4 f) {
    return a.x + b.y + c.x * d.y + e.x - e.y + f.lo + f.hi;
}

int main(void) {
    struct p1 a = {41};
    a = inc1(a);
    struct p2 b = swap2((struct p2){3, -4});
    struct p3 c = mix3((struct p3){100, -3, 1000}, 7);
    struct p4 d = add128((struct p4){-1, 5}, (struct p4){1, 6});
    struct p5 e = gray((struct p5){10, 200, 255});
    struct p6 f = mk6(-9, 1LL << 40);
    struct nest g = shift((struct nest){{1, 2}, 3}, 5);
    printf("p1 %d\n", a.x);
    printf("p2 %d %d\n", b.x, b.y);
    printf("p3 %d %d %d\n", c.a, c.b, c.c);
    printf("p4 %lld %lld\n", (long long)d.lo, (long long)d.hi);
    printf("p5 %u %u %u size %u\n", e.r, e.g, e.b, (unsigned)sizeof e);
    printf("p6 %d %lld\n", f.a, (long long)f.b);
    printf("nest %d %d %d\n", g.p.x, g.p.y, g.z);
    printf("many %lld\n", (long long)many(b, b, (struct p2){7, 8}, (struct p2){9, 10}, (struct p2){11, 12}, d));
    struct p2 arr[5];
    for (int i = 0; i < 5; i++) arr[i] = swap2((struct p2){i, i * i});
    int32_t s = 0;
    for (int i = 0; i < 5; i++) s += arr[i].x * 10 + arr[i].y;
    printf("arr %d\n", s);
    return 0;
}
