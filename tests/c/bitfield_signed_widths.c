/* Signed and unsigned bit-fields of every width from 1 to 31 in int and unsigned storage:
   sign extension on read, truncation (modulo 2^w) on store of unsigned fields, the range of
   signed fields written from in-range values, increments that wrap unsigned fields,
   comparisons of fields with each other and with constants, and fields as arguments and
   array indices. */
#include <stdint.h>
#include <stdio.h>

struct sfields {
    signed int s1 : 1;
    signed int s3 : 3;
    signed int s7 : 7;
    signed int s13 : 13;
    signed int s31 : 31;
    signed int s5 : 5;
};

struct ufields {
    unsigned u1 : 1;
    unsigned u4 : 4;
    unsigned u9 : 9;
    unsigned u17 : 17;
    unsigned u30 : 30;
    unsigned u2 : 2;
};

static int take(int v) { return v * 3; }

static int32_t max_signed(int w) { return (int32_t)((1u << (w - 1)) - 1); }

int main(void) {
    struct sfields s = {0};
    static const int widths[] = {1, 3, 7, 13, 31, 5};
    for (int k = 0; k < 6; k++) {
        int w = widths[k];
        int32_t hi = max_signed(w), lo = -hi - 1;
        for (int32_t v = lo, step = 0; step < 3; step++, v = (step == 1) ? hi : -1) {
            switch (k) {
            case 0: s.s1 = v; printf("s1  %11d -> %d\n", v, s.s1); break;
            case 1: s.s3 = v; printf("s3  %11d -> %d\n", v, s.s3); break;
            case 2: s.s7 = v; printf("s7  %11d -> %d\n", v, s.s7); break;
            case 3: s.s13 = v; printf("s13 %11d -> %d\n", v, s.s13); break;
            case 4: s.s31 = v; printf("s31 %11d -> %d\n", v, s.s31); break;
            case 5: s.s5 = v; printf("s5  %11d -> %d\n", v, s.s5); break;
            }
        }
    }
    s.s7 = -50;
    s.s13 = 4000;
    s.s3 = -3;
    printf("mixed: %d %d %d sum %d take %d\n", s.s7, s.s13, s.s3, s.s7 + s.s13 + s.s3, take(s.s7));
    printf("s7 < s3: %d, s13 > 3999: %d, s3 == -3: %d\n", s.s7 < s.s3, s.s13 > 3999, s.s3 == -3);

    struct ufields u = {0};
    uint32_t src = 0xdeadbeefu;
    u.u1 = src;
    u.u4 = src;
    u.u9 = src;
    u.u17 = src;
    u.u30 = src;
    u.u2 = src;
    printf("truncated: %u %u %u %u %u %u\n", u.u1, u.u4, u.u9, u.u17, u.u30, u.u2);
    u.u4 = 15;
    u.u4++;
    u.u9 = 0;
    u.u9--;
    u.u2 += 7;
    printf("wrapped: u4 %u u9 %u u2 %u\n", u.u4, u.u9, u.u2);
    int table[16] = {0};
    for (unsigned i = 0; i < 40; i++) {
        u.u4 = i;
        table[u.u4] += (int)i;
    }
    printf("histogram:");
    for (int i = 0; i < 16; i++) printf(" %d", table[i]);
    printf("\n");
    u.u30 = 0x3fffffff;
    u.u17 = 0x1ffff;
    uint64_t wide = (uint64_t)u.u30 * u.u17;
    printf("wide product %llu, u30 promoted to int: %d\n", (unsigned long long)wide, u.u30 + 1 > 0);
    printf("sizeof %d %d\n", (int)sizeof(struct sfields), (int)sizeof(struct ufields));
    return 0;
}
