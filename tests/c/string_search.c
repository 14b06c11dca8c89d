/* Loop-heavy kernel: substring search by brute force, Knuth-Morris-Pratt and
   Boyer-Moore-Horspool, counting all (overlapping) matches in a generated text. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int naive(const char *t, int n, const char *p, int m) {
    int c = 0;
    for (int i = 0; i + m <= n; i++) { int j = 0; while (j < m && t[i + j] == p[j]) j++; if (j == m) c++; }
    return c;
}
static int kmp(const char *t, int n, const char *p, int m) {
    int fail[64];
    fail[0] = 0;
    for (int i = 1, k = 0; i < m; i++) {
        while (k > 0 && p[i] != p[k]) k = fail[k - 1];
        if (p[i] == p[k]) k++;
        fail[i] = k;
    }
    int c = 0;
    for (int i = 0, k = 0; i < n; i++) {
        while (k > 0 && t[i] != p[k]) k = fail[k - 1];
        if (t[i] == p[k]) k++;
        if (k == m) { c++; k = fail[k - 1]; }
    }
    return c;
}
static int horspool(const char *t, int n, const char *p, int m) {
    int shift[256];
    for (int i = 0; i < 256; i++) shift[i] = m;
    for (int i = 0; i < m - 1; i++) shift[(unsigned char)p[i]] = m - 1 - i;
    int c = 0;
    for (int i = 0; i + m <= n; i += shift[(unsigned char)t[i + m - 1]])
        if (memcmp(t + i, p, (size_t)m) == 0) c++;
    return c;
}

int main(void) {
    static char text[20001];
    uint32_t s = 7;
    for (int i = 0; i < 20000; i++) { s = s * 1103515245u + 12345u; text[i] = "abcab"[(s >> 16) % 5]; }
    text[20000] = 0;
    const char *pats[] = {"a", "ab", "abc", "abab", "aaaa", "cabcab", "bacabca", "abcabcabca", "zzz"};
    for (int k = 0; k < 9; k++) {
        int m = (int)strlen(pats[k]);
        printf("%-10s naive %5d kmp %5d horspool %5d\n", pats[k], naive(text, 20000, pats[k], m),
               kmp(text, 20000, pats[k], m), horspool(text, 20000, pats[k], m));
    }
    const char *first = strstr(text, "cabcab");
    printf("first cabcab at %d\n", first ? (int)(first - text) : -1);
    return 0;
}
