/* Comparisons in branches: if/else chains, && and || short-circuit, ?: and nested ifs. */
#include <stdio.h>
#include <stdint.h>

static int calls;
static int side(int v) { calls++; return v; }

static const char *classify(int32_t x) {
    if (x < -100) return "very negative";
    else if (x < 0) return "negative";
    else if (x == 0) return "zero";
    else if (x <= 100) return "small";
    else return "large";
}

static int32_t clamp(int32_t x, int32_t lo, int32_t hi) { return x < lo ? lo : x > hi ? hi : x; }

static int in_range_u(uint32_t x, uint32_t lo, uint32_t hi) { return x - lo <= hi - lo; }

int main(void) {
    int32_t xs[] = {-1000, -101, -100, -1, 0, 1, 99, 100, 101, 5000};
    for (int i = 0; i < 10; i++) {
        int32_t x = xs[i];
        printf("%d: %s clamp=%d inr=%d", x, classify(x), clamp(x, -50, 50), in_range_u((uint32_t)x, 1, 100));
        if (x > 0 && side(x) % 2 == 0) printf(" even-positive");
        if (x < 0 || side(-x) > 50) printf(" neg-or-small");
        if (!(x >= -100 && x <= 100)) printf(" outside");
        if ((x & 1) ? x > 0 : x < 0) printf(" odd-pos-or-even-neg");
        printf("\n");
    }
    printf("side calls=%d\n", calls);
    int64_t a = 5000000000LL, b = -3;
    if (a > b) printf("64-bit signed compare ok\n");
    if ((uint64_t)b > (uint64_t)a) printf("64-bit unsigned compare ok\n");
    uint16_t h = 65535; int16_t sh = -1;
    if (h != (uint16_t)sh) printf("wrong\n"); else printf("16-bit equal\n");
    if ((int32_t)h > sh) printf("promoted compare ok\n");
    return 0;
}
