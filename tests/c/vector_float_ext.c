/* GCC/clang vector extensions on floating-point element types: 4 x float and 2 x double
   arithmetic, scalar broadcast, comparisons producing integer masks and used to blend, element
   access by constant and variable index, __builtin_convertvector between float, double and
   int vectors, vectors passed to and returned from functions, and a small 4-wide dot-product
   and matrix-vector kernel. Without the V extension these are split and scalarized. Values
   are exact. */
#include <stdint.h>
#include <stdio.h>

typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef int32_t v4i __attribute__((vector_size(16)));
typedef int64_t v2l __attribute__((vector_size(16)));
typedef double v4d __attribute__((vector_size(32)));

__attribute__((noinline)) static v4f madd(v4f a, v4f b, v4f c) { return a * b + c; }
__attribute__((noinline)) static v2d half_diff(v2d a, v2d b) { return (a - b) * 0.5; }
__attribute__((noinline)) static v4f select_max(v4f a, v4f b) {
    v4i m = a > b;
    v4i ai, bi;
    __builtin_memcpy(&ai, &a, 16);
    __builtin_memcpy(&bi, &b, 16);
    v4i r = (ai & m) | (bi & ~m);
    v4f out;
    __builtin_memcpy(&out, &r, 16);
    return out;
}
__attribute__((noinline)) static float dot4(v4f a, v4f b) {
    v4f p = a * b;
    return p[0] + p[1] + p[2] + p[3];
}

static void pf(const char *l, v4f v) { printf("%s %.3f %.3f %.3f %.3f\n", l, (double)v[0], (double)v[1], (double)v[2], (double)v[3]); }

int main(void) {
    v4f a = {1.5f, -2.0f, 0.25f, 8.0f}, b = {2.0f, 2.0f, -4.0f, 0.5f}, c = {0.5f, 0.5f, 0.5f, 0.5f};
    pf("madd", madd(a, b, c));
    pf("div", a / b);
    pf("broadcast", a * 3.0f - 1.0f);
    pf("max", select_max(a, b));
    pf("neg", -a);
    v2d x = {10.0, -3.0}, y = {4.0, 5.0};
    v2d h = half_diff(x, y);
    printf("half_diff %.3f %.3f\n", h[0], h[1]);
    v2l lt = x < y;
    printf("mask %lld %lld\n", (long long)lt[0], (long long)lt[1]);
    v4i ai = __builtin_convertvector(a, v4i);
    printf("to int %d %d %d %d\n", ai[0], ai[1], ai[2], ai[3]);
    v4d wide = __builtin_convertvector(a, v4d);
    printf("to double %.3f %.3f %.3f %.3f\n", wide[0], wide[1], wide[2], wide[3]);
    v4i iv = {7, -9, 1 << 24, 3};
    v4f fv = __builtin_convertvector(iv, v4f);
    pf("from int", fv);
    float m[4][4] = {{1, 2, 3, 4}, {0, 1, 0, 1}, {-1, 0.5f, 2, 0}, {0.25f, 0.25f, 0.25f, 0.25f}};
    v4f vec = {2, 4, 6, 8};
    v4f res;
    for (int r = 0; r < 4; r++) {
        v4f row = {m[r][0], m[r][1], m[r][2], m[r][3]};
        res[r] = dot4(row, vec);
    }
    pf("matvec", res);
    volatile int idx = 2;
    a[idx] = 100.0f;
    printf("variable index %.1f %.1f\n", (double)a[idx], (double)a[(idx + 1) & 3]);
    int eq = 0;
    v4i same = (a == a);
    for (int i = 0; i < 4; i++) eq += same[i] == -1;
    printf("self-equal lanes %d\n", eq);
    return 0;
}
