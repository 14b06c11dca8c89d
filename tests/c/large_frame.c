/* Large stack frames: locals beyond 2 KiB and 4 KiB (offsets that do not fit a 12-bit
   immediate), large arrays in nested calls, and values live across calls in a big frame. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int32_t consume(const int32_t *p, int n) { int32_t s = 0; for (int i = 0; i < n; i += 17) s += p[i]; return s; }

static int64_t big_frame(int k) {
    int32_t a[1500];
    uint8_t b[5000];
    int64_t c[300];
    int32_t keep1 = k * 3, keep2 = k * 5;
    for (int i = 0; i < 1500; i++) a[i] = i * k - 700;
    memset(b, k, sizeof b);
    for (int i = 0; i < 300; i++) c[i] = (int64_t)i << 20;
    int32_t s = consume(a, 1500);
    b[4999] = (uint8_t)(b[4999] + s);
    c[299] += b[4999];
    return s + keep1 + keep2 + c[299] + b[2500] + a[1499];
}

static int64_t nest(int depth) {
    char pad[3000];
    memset(pad, depth, sizeof pad);
    if (depth == 0) return pad[2999];
    return nest(depth - 1) + pad[1500] + big_frame(depth);
}

int main(void) {
    for (int k = 1; k <= 3; k++) printf("big_frame(%d) = %lld\n", k, (long long)big_frame(k));
    printf("nest = %lld\n", (long long)nest(4));
    return 0;
}
