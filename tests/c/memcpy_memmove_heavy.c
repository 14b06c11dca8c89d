/* memcpy, memmove and memset at sizes 0..70 and offsets 0..7 (inline expansions for small
   constant sizes and calls otherwise), overlapping memmove in both directions checked against
   a byte-by-byte reference, struct assignment of 1- to 72-byte structs, memcmp and memchr
   results, copying through unaligned char buffers into aligned integers, and a
   gap-buffer text editor built on memmove. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define BUF 160

static void ref_move(uint8_t *dst, const uint8_t *src, size_t n) {
    uint8_t tmp[BUF];
    for (size_t i = 0; i < n; i++) tmp[i] = src[i];
    for (size_t i = 0; i < n; i++) dst[i] = tmp[i];
}

static uint32_t checksum(const uint8_t *p, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
    return h;
}

struct s1 { uint8_t a; };
struct s3 { uint8_t a[3]; };
struct s12 { uint32_t a[3]; };
struct s24 { uint64_t a[3]; };
struct s72 { uint8_t b[72]; };

#define COPY_TEST(T)                                            \
    do {                                                        \
        T x, y;                                                 \
        memset(&y, 0, sizeof y);                                \
        for (size_t i = 0; i < sizeof x; i++) ((uint8_t *)&x)[i] = (uint8_t)(i * 7 + sizeof x); \
        y = x;                                                  \
        printf("%-10s %3d bytes equal %d\n", #T, (int)sizeof x, memcmp(&x, &y, sizeof x) == 0); \
    } while (0)

struct gap { char buf[64]; int gap_start, gap_end; };

static void gap_move(struct gap *g, int pos) {
    if (pos < g->gap_start) {
        int n = g->gap_start - pos;
        memmove(g->buf + g->gap_end - n, g->buf + pos, (size_t)n);
        g->gap_start -= n;
        g->gap_end -= n;
    } else if (pos > g->gap_start) {
        int n = pos - g->gap_start;
        memmove(g->buf + g->gap_start, g->buf + g->gap_end, (size_t)n);
        g->gap_start += n;
        g->gap_end += n;
    }
}

static void gap_insert(struct gap *g, const char *s) {
    size_t n = strlen(s);
    memcpy(g->buf + g->gap_start, s, n);
    g->gap_start += (int)n;
}

static void gap_print(const struct gap *g) {
    printf("[%.*s%.*s]\n", g->gap_start, g->buf, (int)sizeof g->buf - g->gap_end, g->buf + g->gap_end);
}

int main(void) {
    static uint8_t a[BUF], b[BUF];
    uint32_t acc = 0;
    int mismatches = 0;
    for (size_t n = 0; n <= 70; n++)
        for (size_t off = 0; off < 8; off++) {
            for (size_t i = 0; i < BUF; i++) a[i] = b[i] = (uint8_t)(i * 13 + n);
            memmove(a + off, a + 8, n);
            ref_move(b + off, b + 8, n);
            mismatches += memcmp(a, b, BUF) != 0;
            memmove(a + 8 + off, a + 8, n);
            ref_move(b + 8 + off, b + 8, n);
            mismatches += memcmp(a, b, BUF) != 0;
            memcpy(a + 80 + off, a + off, n);
            memset(a + 150, (int)n, off);
            acc ^= checksum(a, BUF) + (uint32_t)(n * 8 + off);
        }
    printf("memmove mismatches %d, checksum %08x\n", mismatches, acc);
    uint8_t c16[16];
    memset(c16, 0xab, 3);
    memset(c16 + 3, 0, 13);
    memcpy(c16 + 4, "kiln", 4);
    printf("small: %02x %02x %02x %c%c%c%c %02x\n", c16[0], c16[2], c16[3], c16[4], c16[5], c16[6], c16[7], c16[15]);
    COPY_TEST(struct s1);
    COPY_TEST(struct s3);
    COPY_TEST(struct s12);
    COPY_TEST(struct s24);
    COPY_TEST(struct s72);
    char unaligned[24];
    for (int i = 0; i < 24; i++) unaligned[i] = (char)(i + 1);
    uint64_t u64;
    uint32_t u32;
    uint16_t u16;
    memcpy(&u64, unaligned + 3, 8);
    memcpy(&u32, unaligned + 1, 4);
    memcpy(&u16, unaligned + 7, 2);
    printf("unaligned loads %016llx %08x %04x\n", (unsigned long long)u64, u32, u16);
    const char *text = "the quick brown fox";
    printf("memchr 'q' at %d, 'z' found %d, memcmp %d %d\n", (int)((const char *)memchr(text, 'q', 19) - text),
           memchr(text, 'z', 19) != NULL, memcmp("abc", "abd", 3) < 0, memcmp("abc", "abc", 3) == 0);

    struct gap g;
    memset(&g, '.', sizeof g.buf);
    g.gap_start = 0;
    g.gap_end = (int)sizeof g.buf;
    gap_insert(&g, "hello world");
    gap_move(&g, 5);
    gap_insert(&g, ", cruel");
    gap_print(&g);
    gap_move(&g, 0);
    gap_insert(&g, ">> ");
    gap_move(&g, 21);
    gap_insert(&g, "!");
    gap_print(&g);
    return 0;
}
