/* String search: naive, Knuth-Morris-Pratt and Horspool over a 32 KiB generated text. */
#include <stdio.h>
#include <string.h>
#define TLEN 32768
static char text[TLEN + 1];
static int naive(const char *t, int n, const char *p, int m) {
    int c = 0;
    for (int i = 0; i + m <= n; i++) {
        int j = 0;
        while (j < m && t[i + j] == p[j]) j++;
        if (j == m) c++;
    }
    return c;
}
static int kmp(const char *t, int n, const char *p, int m) {
    int fail[64], c = 0;
    fail[0] = 0;
    for (int i = 1, k = 0; i < m; i++) {
        while (k > 0 && p[i] != p[k]) k = fail[k - 1];
        if (p[i] == p[k]) k++;
        fail[i] = k;
    }
    for (int i = 0, k = 0; i < n; i++) {
        while (k > 0 && t[i] != p[k]) k = fail[k - 1];
        if (t[i] == p[k]) k++;
        if (k == m) { c++; k = fail[k - 1]; }
    }
    return c;
}
static int horspool(const char *t, int n, const char *p, int m) {
    int shift[256], c = 0;
    for (int i = 0; i < 256; i++) shift[i] = m;
    for (int i = 0; i < m - 1; i++) shift[(unsigned char)p[i]] = m - 1 - i;
    for (int i = 0; i + m <= n; i += shift[(unsigned char)t[i + m - 1]])
        if (memcmp(t + i, p, m) == 0) c++;
    return c;
}
int main(void) {
    unsigned s = 99;
    for (int i = 0; i < TLEN; i++) { s = s * 1103515245u + 12345u; text[i] = "abcab"[(s >> 16) % 5]; }
    static const char *pats[] = {"abcab", "aab", "cabcabca", "bbbb", "abcabcabcab"};
    long total = 0;
    for (int k = 0; k < 5; k++) {
        int m = (int)strlen(pats[k]);
        int a = naive(text, TLEN, pats[k], m), b = kmp(text, TLEN, pats[k], m), c = horspool(text, TLEN, pats[k], m);
        if (a != b || b != c) { printf("mismatch %d %d %d\n", a, b, c); return 1; }
        total = total * 1000 + a;
    }
    printf("strsearch %ld\n", total);
    return 0;
}
