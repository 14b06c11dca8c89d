/* Text processing: Roman numerals both ways, UTF-8 decoding and encoding of code points,
   day-of-week and day-of-year calendar arithmetic, and a word-wrap formatter. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static void to_roman(int n, char *out) {
    static const int val[] = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    static const char *sym[] = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
    out[0] = 0;
    for (int i = 0; i < 13; i++) while (n >= val[i]) { strcat(out, sym[i]); n -= val[i]; }
}
static int from_roman(const char *s) {
    int total = 0;
    for (int i = 0; s[i]; i++) {
        int v = 0, nv = 0;
        const char *k = "IVXLCDM";
        static const int kv[] = {1, 5, 10, 50, 100, 500, 1000};
        for (int j = 0; j < 7; j++) { if (s[i] == k[j]) v = kv[j]; if (s[i + 1] == k[j]) nv = kv[j]; }
        total += v < nv ? -v : v;
    }
    return total;
}
static int utf8_encode(uint32_t cp, unsigned char *o) {
    if (cp < 0x80) { o[0] = (unsigned char)cp; return 1; }
    if (cp < 0x800) { o[0] = (unsigned char)(0xc0 | cp >> 6); o[1] = (unsigned char)(0x80 | (cp & 0x3f)); return 2; }
    if (cp < 0x10000) { o[0] = (unsigned char)(0xe0 | cp >> 12); o[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3f)); o[2] = (unsigned char)(0x80 | (cp & 0x3f)); return 3; }
    o[0] = (unsigned char)(0xf0 | cp >> 18); o[1] = (unsigned char)(0x80 | (cp >> 12 & 0x3f)); o[2] = (unsigned char)(0x80 | (cp >> 6 & 0x3f)); o[3] = (unsigned char)(0x80 | (cp & 0x3f));
    return 4;
}
static int utf8_decode(const unsigned char *s, uint32_t *cp) {
    if (s[0] < 0x80) { *cp = s[0]; return 1; }
    if ((s[0] & 0xe0) == 0xc0) { *cp = (uint32_t)(s[0] & 0x1f) << 6 | (s[1] & 0x3f); return 2; }
    if ((s[0] & 0xf0) == 0xe0) { *cp = (uint32_t)(s[0] & 0x0f) << 12 | (uint32_t)(s[1] & 0x3f) << 6 | (s[2] & 0x3f); return 3; }
    *cp = (uint32_t)(s[0] & 0x07) << 18 | (uint32_t)(s[1] & 0x3f) << 12 | (uint32_t)(s[2] & 0x3f) << 6 | (s[3] & 0x3f);
    return 4;
}
static int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static int day_of_year(int y, int m, int d) { static const int cum[] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334}; return cum[m - 1] + d + (m > 2 && leap(y)); }
static int weekday(int y, int m, int d) { static const int t[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4}; if (m < 3) y--; return (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7; }

int main(void) {
    char buf[32];
    int ns[] = {1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999};
    for (int i = 0; i < 10; i++) { to_roman(ns[i], buf); printf("%d = %s = %d\n", ns[i], buf, from_roman(buf)); }
    uint32_t cps[] = {0x41, 0xe9, 0x3b1, 0x20ac, 0x4e2d, 0x1f600, 0x10ffff};
    unsigned char enc[64];
    int len = 0;
    for (int i = 0; i < 7; i++) len += utf8_encode(cps[i], enc + len);
    printf("utf8 bytes %d:", len);
    for (int i = 0; i < len; i++) printf(" %02x", enc[i]);
    printf("\ndecoded:");
    for (int i = 0; i < len;) { uint32_t cp; i += utf8_decode(enc + i, &cp); printf(" U+%04X", cp); }
    printf("\n");
    static const char *days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    int dates[][3] = {{2000, 1, 1}, {2024, 2, 29}, {1969, 7, 20}, {2026, 11, 22}, {1900, 3, 1}, {2100, 12, 31}};
    for (int i = 0; i < 6; i++) printf("%04d-%02d-%02d: %s, day %d\n", dates[i][0], dates[i][1], dates[i][2], days[weekday(dates[i][0], dates[i][1], dates[i][2])], day_of_year(dates[i][0], dates[i][1], dates[i][2]));
    const char *text = "kiln reads LLVM IR as text and writes assembly or ELF objects for several targets using a pipeline like llc";
    int col = 0;
    const char *p = text;
    while (*p) {
        const char *e = p;
        while (*e && *e != ' ') e++;
        int wl = (int)(e - p);
        if (col && col + 1 + wl > 28) { putchar('\n'); col = 0; }
        else if (col) { putchar(' '); col++; }
        printf("%.*s", wl, p);
        col += wl;
        p = *e ? e + 1 : e;
    }
    putchar('\n');
    return 0;
}
