/* Bit-fields: unsigned and signed fields of odd widths, packing across bytes, read-modify-write
   of neighbouring fields, wraparound on assignment of unsigned fields, bit-fields in arrays. */
#include <stdio.h>
#include <stdint.h>

struct flags {
    unsigned int ready : 1;
    unsigned int mode : 3;
    unsigned int count : 12;
    signed int delta : 6;
    unsigned int tag : 10;
};
struct rgb565 { uint16_t b : 5; uint16_t g : 6; uint16_t r : 5; };
struct wide { uint64_t lo : 40; uint64_t hi : 24; };

int main(void) {
    struct flags f = {0};
    f.ready = 1; f.mode = 5; f.count = 4000; f.delta = -20; f.tag = 777;
    printf("%u %u %u %d %u size %u\n", f.ready, f.mode, f.count, f.delta, f.tag, (unsigned)sizeof f);
    f.count += 200;          /* wraps modulo 4096 */
    f.mode = f.mode + 4;     /* wraps modulo 8 */
    f.delta = (signed int)(f.delta * 1 + 51); /* 31 fits */
    printf("%u %u %u %d %u\n", f.ready, f.mode, f.count, f.delta, f.tag);
    struct rgb565 px[8];
    for (int i = 0; i < 8; i++) { px[i].r = (uint16_t)(i * 4); px[i].g = (uint16_t)(i * 9); px[i].b = (uint16_t)(31 - i); }
    uint32_t sum = 0;
    for (int i = 0; i < 8; i++) {
        uint16_t raw;
        uint16_t packed = (uint16_t)(px[i].r << 11 | px[i].g << 5 | px[i].b);
        raw = packed;
        sum += raw;
        printf("px %d: r %u g %u b %u packed %04x\n", i, px[i].r, px[i].g, px[i].b, raw);
    }
    printf("sum %u size %u\n", sum, (unsigned)sizeof px[0]);
    struct wide w = {0x123456789aULL, 0xabcdefULL};
    w.lo += 0xffffffffULL;
    w.hi ^= 0x00ff00;
    printf("wide %llx %llx\n", (unsigned long long)w.lo, (unsigned long long)w.hi);
    int neg = 0;
    for (int v = -32; v < 32; v += 5) { f.delta = v; neg += f.delta < 0; }
    printf("negatives %d\n", neg);
    return 0;
}
