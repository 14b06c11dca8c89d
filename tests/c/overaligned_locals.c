/* Over-aligned objects: _Alignas(32/64/128) locals (the prologue must realign the stack),
   including 4096 (beyond a 12-bit immediate) and with arguments on the stack, a callee with a
   VLA, alloca and __builtin_alloca_with_align, over-aligned struct types passed by pointer and
   returned, aligned globals and thread-locals, and a recursive function with an aligned local
   at every level. Alignment is checked with pointer arithmetic; only the checks are
   printed. */
#include <alloca.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct __attribute__((aligned(64))) line { uint32_t words[4]; };

static _Alignas(128) uint8_t global_block[256];
static _Thread_local _Alignas(64) uint64_t tls_block[8];

static int aligned(const void *p, uintptr_t a) { return ((uintptr_t)p & (a - 1)) == 0; }

__attribute__((noinline)) static uint32_t sum_line(const struct line *l) {
    return l->words[0] + l->words[1] + l->words[2] + l->words[3];
}

__attribute__((noinline)) static struct line make_line(uint32_t k) {
    struct line l;
    for (int i = 0; i < 4; i++) l.words[i] = k * (uint32_t)(i + 1);
    return l;
}

__attribute__((noinline)) static int dynamic_parts(int n, char *out) {
    char vla[n];
    char *dyn = alloca((size_t)n * 3);
    char *wide = __builtin_alloca_with_align((size_t)n, 512); /* bits: 64 bytes */
    memset(vla, 2, (size_t)n);
    memset(dyn, 3, (size_t)n * 3);
    memset(wide, 4, (size_t)n);
    int sum = aligned(wide, 64) ? 0 : -1000;
    for (int i = 0; i < n; i++) sum += vla[i] + dyn[i] + dyn[2 * i] + wide[i];
    out[0] = (char)sum;
    return sum;
}

__attribute__((noinline)) static int frame_with_all(int n, int s1, int s2, int s3, int s4, int s5, int s6, int s7,
                                                    int stack_arg) {
    _Alignas(64) char a64[100];
    _Alignas(32) double d32[3] = {1, 2, 3};
    _Alignas(128) int32_t a128[5];
    _Alignas(4096) uint8_t page[64];
    memset(a64, 1, sizeof a64);
    memset(page, 5, sizeof page);
    for (int i = 0; i < 5; i++) a128[i] = i * n;
    int ok = aligned(a64, 64) && aligned(d32, 32) && aligned(a128, 128) && aligned(page, 4096);
    int sum = dynamic_parts(n, (char *)page);
    for (int i = 0; i < 100; i++) sum += a64[i];
    for (int i = 0; i < 5; i++) sum += a128[i];
    sum += page[1] + page[0] + s1 + s2 + s3 + s4 + s5 + s6 + s7 + stack_arg * 1000;
    return ok ? sum + (int)(d32[0] + d32[1] + d32[2]) : -1;
}

__attribute__((noinline)) static int recurse(int depth, uint64_t *acc) {
    _Alignas(64) uint64_t local[3] = {(uint64_t)depth, (uint64_t)depth * depth, 7};
    int ok = aligned(local, 64);
    *acc = *acc * 31 + local[0] + local[1] + local[2];
    if (depth > 0) ok &= recurse(depth - 1, acc);
    return ok;
}

int main(void) {
    for (int n = 1; n <= 33; n += 8) printf("frame n=%d -> %d\n", n, frame_with_all(n, 1, 2, 3, 4, 5, 6, 7, n));
    uint64_t acc = 0;
    int rec_ok = recurse(12, &acc);
    printf("recursion aligned %d acc %llu\n", rec_ok, (unsigned long long)acc);
    struct line l = make_line(5);
    struct line arr[3] = {make_line(1), make_line(2), make_line(3)};
    printf("struct line: size %d, aligned %d %d, sums %u %u\n", (int)sizeof l, aligned(&l, 64), aligned(&arr[1], 64),
           sum_line(&l), sum_line(&arr[2]));
    printf("global 128: %d, tls 64: %d\n", aligned(global_block, 128), aligned(tls_block, 64));
    return 0;
}
