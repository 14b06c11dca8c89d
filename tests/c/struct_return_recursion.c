/* Recursive functions that take and return structs by value: divide-and-conquer maximum
   subarray returning {sum, start, end}, a recursive min/max/sum/count over a binary tree
   returning a 40-byte struct (returned through memory), a 2x2 matrix power for Fibonacci
   numbers by repeated squaring (struct of four int64), a rational-number continued fraction
   evaluated recursively ({num, den} in registers), and a recursive quad split returning
   nested structs. */
#include <stdint.h>
#include <stdio.h>

struct span { int64_t sum; int lo, hi; };
struct summary { int64_t min, max, sum; int32_t count, depth; };
struct mat2 { int64_t a, b, c, d; };
struct rat { int64_t num, den; };
struct quad { struct { int32_t x, y; } origin; int32_t size, filled; };

static struct span best3(struct span a, struct span b, struct span c) {
    struct span m = a;
    if (b.sum > m.sum) m = b;
    if (c.sum > m.sum) m = c;
    return m;
}

static struct span crossing(const int32_t *v, int lo, int mid, int hi) {
    int64_t s = 0, left = INT64_MIN, right = INT64_MIN;
    int l = mid, r = mid + 1;
    for (int i = mid; i >= lo; i--) {
        s += v[i];
        if (s > left) {
            left = s;
            l = i;
        }
    }
    s = 0;
    for (int i = mid + 1; i <= hi; i++) {
        s += v[i];
        if (s > right) {
            right = s;
            r = i;
        }
    }
    return (struct span){left + right, l, r};
}

static struct span max_sub(const int32_t *v, int lo, int hi) {
    if (lo == hi) return (struct span){v[lo], lo, hi};
    int mid = (lo + hi) / 2;
    return best3(max_sub(v, lo, mid), max_sub(v, mid + 1, hi), crossing(v, lo, mid, hi));
}

struct tree { int64_t v; int left, right; };

static struct summary summarize(const struct tree *t, int i, int depth) {
    if (i < 0) return (struct summary){INT64_MAX, INT64_MIN, 0, 0, depth - 1};
    struct summary l = summarize(t, t[i].left, depth + 1), r = summarize(t, t[i].right, depth + 1);
    struct summary s;
    s.min = t[i].v;
    if (l.min < s.min) s.min = l.min;
    if (r.min < s.min) s.min = r.min;
    s.max = t[i].v;
    if (l.max > s.max) s.max = l.max;
    if (r.max > s.max) s.max = r.max;
    s.sum = l.sum + r.sum + t[i].v;
    s.count = l.count + r.count + 1;
    s.depth = l.depth > r.depth ? l.depth : r.depth;
    if (depth > s.depth) s.depth = depth;
    return s;
}

static struct mat2 mat_mul(struct mat2 x, struct mat2 y, int64_t m) {
    return (struct mat2){(x.a * y.a + x.b * y.c) % m, (x.a * y.b + x.b * y.d) % m, (x.c * y.a + x.d * y.c) % m,
                         (x.c * y.b + x.d * y.d) % m};
}

static struct mat2 mat_pow(struct mat2 x, uint64_t n, int64_t m) {
    if (n == 0) return (struct mat2){1, 0, 0, 1};
    struct mat2 h = mat_pow(x, n / 2, m);
    h = mat_mul(h, h, m);
    return n % 2 ? mat_mul(h, x, m) : h;
}

static int64_t gcd(int64_t a, int64_t b) { return b ? gcd(b, a % b) : (a < 0 ? -a : a); }

static struct rat cfrac(const int32_t *terms, int n) {
    if (n == 1) return (struct rat){terms[0], 1};
    struct rat rest = cfrac(terms + 1, n - 1);
    struct rat r = {terms[0] * rest.num + rest.den, rest.num};
    int64_t g = gcd(r.num, r.den);
    return (struct rat){r.num / g, r.den / g};
}

static int filled(int x, int y) { return ((x * 7 + y * 13) % 11) < 4 || (x > 20 && y < 5); }

static struct quad split(int x, int y, int size, int *leaves) {
    struct quad q = {{x, y}, size, 0};
    if (size == 1) {
        q.filled = filled(x, y);
        (*leaves)++;
        return q;
    }
    int h = size / 2;
    struct quad parts[4] = {split(x, y, h, leaves), split(x + h, y, h, leaves), split(x, y + h, h, leaves),
                            split(x + h, y + h, h, leaves)};
    for (int i = 0; i < 4; i++) q.filled += parts[i].filled;
    if (q.filled == 0 || q.filled == size * size) *leaves -= 3;
    return q;
}

int main(void) {
    int32_t v[24];
    uint32_t s = 99;
    for (int i = 0; i < 24; i++) {
        s = s * 1664525u + 1013904223u;
        v[i] = (int32_t)(s >> 24) - 128;
    }
    struct span m = max_sub(v, 0, 23);
    printf("max subarray sum %lld [%d, %d]\n", (long long)m.sum, m.lo, m.hi);

    struct tree t[15];
    for (int i = 0; i < 15; i++) {
        t[i].v = (int64_t)((i * 37) % 23) - 11;
        t[i].left = 2 * i + 1 < 15 ? 2 * i + 1 : -1;
        t[i].right = 2 * i + 2 < 15 ? 2 * i + 2 : -1;
    }
    t[6].right = -1;
    struct summary sm = summarize(t, 0, 1);
    printf("tree min %lld max %lld sum %lld count %d depth %d\n", (long long)sm.min, (long long)sm.max,
           (long long)sm.sum, sm.count, sm.depth);

    struct mat2 fibm = {1, 1, 1, 0};
    for (uint64_t n = 10; n <= 100000000000ull; n *= 100) {
        struct mat2 p = mat_pow(fibm, n, 1000000007);
        printf("F(%llu) mod 1e9+7 = %lld\n", (unsigned long long)n, (long long)p.b);
    }
    static const int32_t sqrt2[] = {1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};
    static const int32_t e_terms[] = {2, 1, 2, 1, 1, 4, 1, 1, 6, 1, 1, 8};
    struct rat r1 = cfrac(sqrt2, 12), r2 = cfrac(e_terms, 12);
    printf("sqrt2 ~ %lld/%lld, e ~ %lld/%lld\n", (long long)r1.num, (long long)r1.den, (long long)r2.num,
           (long long)r2.den);
    int leaves = 0;
    struct quad q = split(0, 0, 32, &leaves);
    printf("quadtree: filled %d of %d, leaves %d\n", q.filled, q.size * q.size, leaves);
    return 0;
}
