/* GCC/Clang vector extensions (vector_size) and auto-vectorizable loops: element-wise
   arithmetic, comparisons producing masks, element access, vectors in structs and as
   function arguments and returns; lowered to each target's SIMD or to scalars. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef int32_t v4i __attribute__((vector_size(16)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));
typedef int64_t v2l __attribute__((vector_size(16)));
typedef int16_t v8s __attribute__((vector_size(16)));

static v4i madd(v4i a, v4i b, v4i c) { return a * b + c; }
static v4i vmax(v4i a, v4i b) { v4i m = a > b; return (a & m) | (b & ~m); }
static void show4(const char *l, v4i v) { printf("%s %d %d %d %d\n", l, v[0], v[1], v[2], v[3]); }

struct holder { int32_t tag; v4i v; };

int main(void) {
    v4i a = {1, -2, 3, -4}, b = {10, 20, -30, 40}, c = {100, 100, 100, 100};
    show4("madd", madd(a, b, c));
    show4("max", vmax(a, b));
    show4("shift", (b << 2) >> 1);
    show4("div", b / (v4i){3, 3, 3, 3});
    show4("cmp", a < b);
    v16u8 bytes;
    for (int i = 0; i < 16; i++) bytes[i] = (uint8_t)(i * 17);
    v16u8 sum = bytes + bytes;
    uint32_t s = 0;
    for (int i = 0; i < 16; i++) s = s * 3 + sum[i];
    printf("u8 wrap sum %u\n", s);
    v2l l = {1LL << 40, -5};
    l = l * 3 - 1;
    printf("i64 lanes %lld %lld\n", (long long)l[0], (long long)l[1]);
    v8s h = {1, 2, 3, 4, 5, 6, 7, 8};
    h = h * h - (v8s){8, 8, 8, 8, 8, 8, 8, 8};
    printf("i16 lanes");
    for (int i = 0; i < 8; i++) printf(" %d", h[i]);
    printf("\n");
    struct holder hs[3];
    for (int i = 0; i < 3; i++) { hs[i].tag = i; hs[i].v = a * i + b; }
    show4("holder", hs[2].v);
    int32_t x[64], y[64], z[64];
    for (int i = 0; i < 64; i++) { x[i] = i * 3 - 50; y[i] = 64 - i; }
    for (int i = 0; i < 64; i++) z[i] = x[i] * y[i] + (x[i] > y[i] ? x[i] : y[i]);
    int64_t tot = 0;
    for (int i = 0; i < 64; i++) tot += z[i];
    uint8_t px[256];
    for (int i = 0; i < 256; i++) px[i] = (uint8_t)(i * 7);
    uint32_t bright = 0;
    for (int i = 0; i < 256; i++) bright += px[i] > 128 ? (uint32_t)(px[i] - 128) : 0u;
    printf("loops %lld %u\n", (long long)tot, bright);
    v4i mem;
    int32_t raw[4] = {7, 8, 9, 10};
    memcpy(&mem, raw, sizeof mem);
    show4("from memory", mem + 1);
    return 0;
}
