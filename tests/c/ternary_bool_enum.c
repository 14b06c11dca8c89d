/* The conditional operator (as value, as lvalue selector, nested), _Bool semantics (any
   non-zero converts to 1), and enums with explicit, negative and implicit values. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -3, BETA, GAMMA = 1000 };
enum flags { F_NONE = 0, F_A = 1 << 0, F_B = 1 << 1, F_C = 1 << 2, F_ALL = F_A | F_B | F_C };

static const char *color_name(enum color c) {
    return c == RED ? "red" : c == GREEN ? "green" : c == BLUE ? "blue" : c == ALPHA ? "alpha" : c == BETA ? "beta" : "other";
}
static bool is_even(int32_t x) { return x % 2 == 0; }
static int32_t sel(bool c, int32_t a, int32_t b) { return c ? a : b; }
static int64_t sel64(int32_t x) { return x > 0 ? (int64_t)x * 1000000000 : -1; }

int main(void) {
    enum color cs[] = {RED, GREEN, BLUE, ALPHA, BETA, GAMMA};
    for (int i = 0; i < 6; i++) printf("%s=%d ", color_name(cs[i]), (int)cs[i]);
    printf("\n");
    int fl = F_A | F_C;
    printf("flags %d all %d has_b %d\n", fl, F_ALL, (fl & F_B) != 0);
    bool b1 = 42, b2 = 0, b3 = -1;
    bool b4 = (bool)(uintptr_t)"s";
    printf("bools %d %d %d %d size %u\n", b1, b2, b3, b4, (unsigned)sizeof(bool));
    bool acc = false;
    for (int i = 0; i < 7; i++) acc ^= is_even(i * 3);
    printf("acc %d\n", acc);
    int x = 3, y = 9;
    *(x < y ? &x : &y) = 100;
    printf("lvalue select %d %d\n", x, y);
    int32_t m = 0;
    for (int32_t i = -5; i <= 5; i++) m += sel(i & 1, i * i, -i);
    printf("sel sum %d\n", m);
    for (int32_t i = -1; i <= 3; i += 2) printf("sel64(%d)=%lld\n", i, (long long)sel64(i));
    uint32_t u = 7;
    int32_t neg = -1;
    printf("mixed ?: %lld\n", (long long)(u > 5 ? neg : 0));
    int count = 0;
    for (int i = 0; i < 100; i++) count += (i % 3 == 0) + (i % 5 == 0) * 2 + !(i % 7);
    printf("count %d\n", count);
    bool flags[8];
    for (int i = 0; i < 8; i++) flags[i] = i & 2;
    int bsum = 0;
    for (int i = 0; i < 8; i++) bsum = bsum * 2 + flags[i];
    printf("bsum %d\n", bsum);
    return 0;
}
