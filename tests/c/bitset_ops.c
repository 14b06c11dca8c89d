/* A bitset over 64-bit words: set/clear/test, union, intersection, difference, population
   count, iteration over set bits with count-trailing-zeros, and shifting the whole set. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define BITS 300
#define WORDS ((BITS + 63) / 64)
typedef struct { uint64_t w[WORDS]; } bitset;

static void bs_set(bitset *b, int i) { b->w[i >> 6] |= 1ULL << (i & 63); }
static void bs_clear(bitset *b, int i) { b->w[i >> 6] &= ~(1ULL << (i & 63)); }
static int bs_test(const bitset *b, int i) { return (int)(b->w[i >> 6] >> (i & 63) & 1); }
static int bs_count(const bitset *b) { int c = 0; for (int i = 0; i < WORDS; i++) c += __builtin_popcountll(b->w[i]); return c; }
static void bs_and(bitset *r, const bitset *a, const bitset *b) { for (int i = 0; i < WORDS; i++) r->w[i] = a->w[i] & b->w[i]; }
static void bs_or(bitset *r, const bitset *a, const bitset *b) { for (int i = 0; i < WORDS; i++) r->w[i] = a->w[i] | b->w[i]; }
static void bs_andnot(bitset *r, const bitset *a, const bitset *b) { for (int i = 0; i < WORDS; i++) r->w[i] = a->w[i] & ~b->w[i]; }
static void bs_shl(bitset *b, int k) {
    bitset r;
    memset(&r, 0, sizeof r);
    for (int i = 0; i < BITS; i++) if (bs_test(b, i) && i + k < BITS) bs_set(&r, i + k);
    *b = r;
}
static void bs_print(const char *l, const bitset *b, int limit) {
    printf("%s (%d):", l, bs_count(b));
    int shown = 0;
    for (int i = 0; i < WORDS && shown < limit; i++) {
        uint64_t x = b->w[i];
        while (x && shown < limit) { int t = __builtin_ctzll(x); printf(" %d", i * 64 + t); x &= x - 1; shown++; }
    }
    printf("\n");
}

int main(void) {
    bitset mult3, mult5, both, either, only3;
    memset(&mult3, 0, sizeof mult3); memset(&mult5, 0, sizeof mult5);
    for (int i = 0; i < BITS; i += 3) bs_set(&mult3, i);
    for (int i = 0; i < BITS; i += 5) bs_set(&mult5, i);
    bs_and(&both, &mult3, &mult5);
    bs_or(&either, &mult3, &mult5);
    bs_andnot(&only3, &mult3, &mult5);
    bs_print("both", &both, 30);
    bs_print("either", &either, 20);
    bs_print("only3", &only3, 20);
    for (int i = 0; i < BITS; i += 2) bs_clear(&either, i);
    bs_print("either odd", &either, 20);
    bs_shl(&both, 7);
    bs_print("both<<7", &both, 30);
    printf("test %d %d %d\n", bs_test(&mult5, 295), bs_test(&mult5, 296), bs_test(&both, 22));
    return 0;
}
