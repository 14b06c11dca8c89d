/* Arrays of bit-field structs: a packed pixel buffer (5-6-5 color) blended and histogrammed,
   compound assignments (+=, -=, *=, <<=, |=, ^=, &=) and ++/-- on fields, bit-fields passed by
   value and returned, a sort of structs keyed on a bit-field, and a bit-field read-modify-write
   loop whose neighbours must stay untouched. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct rgb565 { uint16_t b : 5, g : 6, r : 5; };

struct entry {
    unsigned key : 10;
    unsigned valid : 1;
    signed int weight : 9;
    unsigned seq : 12;
};

static struct rgb565 blend(struct rgb565 x, struct rgb565 y) {
    struct rgb565 out;
    out.r = (x.r + y.r) / 2;
    out.g = (x.g + y.g) / 2;
    out.b = (x.b + y.b) / 2;
    return out;
}

static int by_key(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    if (x->key != y->key) return (int)x->key - (int)y->key;
    return (int)x->seq - (int)y->seq;
}

int main(void) {
    struct rgb565 img[32];
    for (int i = 0; i < 32; i++) {
        img[i].r = (unsigned)(i * 7);
        img[i].g = (unsigned)(i * 13 + 5);
        img[i].b = (unsigned)(31 - i);
    }
    uint32_t sum_r = 0, sum_g = 0, sum_b = 0;
    for (int i = 0; i + 1 < 32; i++) {
        struct rgb565 m = blend(img[i], img[i + 1]);
        sum_r += m.r;
        sum_g += m.g;
        sum_b += m.b;
    }
    printf("blend sums r %u g %u b %u size %d\n", sum_r, sum_g, sum_b, (int)sizeof img[0]);
    int hist[8] = {0};
    for (int i = 0; i < 32; i++) hist[img[i].g >> 3]++;
    printf("green histogram:");
    for (int i = 0; i < 8; i++) printf(" %d", hist[i]);
    printf("\n");

    struct entry e = {.key = 1000, .valid = 1, .weight = -200, .seq = 4000};
    e.key += 30;
    e.weight -= 50;
    e.seq *= 3;
    printf("compound: key %u weight %d seq %u valid %u\n", (unsigned)e.key, e.weight, (unsigned)e.seq, (unsigned)e.valid);
    e.key <<= 2;
    e.key |= 3;
    e.seq ^= 0xfff;
    e.weight /= 3;
    e.valid ^= 1;
    printf("compound: key %u weight %d seq %u valid %u\n", (unsigned)e.key, e.weight, (unsigned)e.seq, (unsigned)e.valid);
    e.key &= 0x155;
    e.weight++;
    ++e.seq;
    e.key--;
    printf("compound: key %u weight %d seq %u valid %u\n", (unsigned)e.key, e.weight, (unsigned)e.seq, (unsigned)e.valid);

    struct entry tab[24];
    uint32_t h = 2166136261u;
    for (int i = 0; i < 24; i++) {
        h = (h ^ (uint32_t)i) * 16777619u;
        tab[i].key = h % 37;
        tab[i].valid = (h >> 8) & 1;
        tab[i].weight = (int)(h >> 12) % 255;
        tab[i].seq = (unsigned)i;
    }
    qsort(tab, 24, sizeof tab[0], by_key);
    printf("sorted:");
    for (int i = 0; i < 24; i++) printf(" %u/%u", (unsigned)tab[i].key, (unsigned)tab[i].seq);
    printf("\n");
    int total = 0, valid = 0;
    for (int i = 0; i < 24; i++) {
        tab[i].weight += tab[i].valid ? 10 : -10;
        total += tab[i].weight;
        valid += tab[i].valid;
    }
    printf("weights total %d valid %d\n", total, valid);
    for (int round = 0; round < 100; round++)
        for (int i = 0; i < 24; i++) tab[i].seq += 41;
    int keys_ok = 1;
    for (int i = 1; i < 24; i++) keys_ok &= tab[i - 1].key <= tab[i].key;
    printf("after 100 rounds seq[0] %u seq[23] %u keys still sorted %d\n", (unsigned)tab[0].seq,
           (unsigned)tab[23].seq, keys_ok);
    return 0;
}
