/* Callbacks with a context pointer (closures in C): iterators over arrays and lists calling
   a visitor with void *, accumulating state of different types. */
#include <stdio.h>
#include <stdint.h>

typedef void (*visitor)(void *ctx, int32_t value, int index);

static void for_each(const int32_t *v, int n, visitor f, void *ctx) { for (int i = 0; i < n; i++) f(ctx, v[i], i); }

struct stats { int64_t sum; int32_t min, max; int count_even; };
static void stats_visit(void *ctx, int32_t v, int i) {
    struct stats *s = ctx;
    (void)i;
    s->sum += v;
    if (v < s->min) s->min = v;
    if (v > s->max) s->max = v;
    s->count_even += (v % 2 == 0);
}
struct hist { int buckets[4]; };
static void hist_visit(void *ctx, int32_t v, int i) {
    struct hist *h = ctx;
    (void)i;
    int b = v < 0 ? 0 : v < 10 ? 1 : v < 100 ? 2 : 3;
    h->buckets[b]++;
}
static void print_visit(void *ctx, int32_t v, int i) {
    const char *sep = ctx;
    printf("%s%d:%d", i ? sep : "", i, v);
}
struct weighted { int64_t acc; int32_t weight; };
static void weighted_visit(void *ctx, int32_t v, int i) {
    struct weighted *w = ctx;
    w->acc += (int64_t)v * (w->weight + i);
}

static int32_t find_first(const int32_t *v, int n, int (*pred)(int32_t, const void *), const void *arg) {
    for (int i = 0; i < n; i++) if (pred(v[i], arg)) return i;
    return -1;
}
static int greater_than(int32_t v, const void *arg) { return v > *(const int32_t *)arg; }
static int divisible(int32_t v, const void *arg) { return v % *(const int32_t *)arg == 0; }

int main(void) {
    int32_t data[] = {17, -4, 250, 3, 99, 100, -1000, 42, 7, 8};
    struct stats s = {0, 2147483647, -2147483647 - 1, 0};
    for_each(data, 10, stats_visit, &s);
    printf("sum %lld min %d max %d even %d\n", (long long)s.sum, s.min, s.max, s.count_even);
    struct hist h = {{0}};
    for_each(data, 10, hist_visit, &h);
    printf("hist %d %d %d %d\n", h.buckets[0], h.buckets[1], h.buckets[2], h.buckets[3]);
    for_each(data, 10, print_visit, (void *)", ");
    printf("\n");
    struct weighted w = {0, 3};
    for_each(data, 10, weighted_visit, &w);
    printf("weighted %lld\n", (long long)w.acc);
    int32_t t = 50, d = 7, e = 4;
    printf("first >50: %d, first %%7: %d, first %%4: %d\n", find_first(data, 10, greater_than, &t),
           find_first(data, 10, divisible, &d), find_first(data, 10, divisible, &e));
    return 0;
}
