/* Sorting arrays of strings: qsort of char pointers with strcmp, a case-insensitive comparator,
   sorting by length then alphabetically, and removing duplicates from the sorted list. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
static int cmp_ci(const void *a, const void *b) {
    const unsigned char *p = *(const unsigned char *const *)a, *q = *(const unsigned char *const *)b;
    while (*p && lower(*p) == lower(*q)) { p++; q++; }
    int d = lower(*p) - lower(*q);
    return d ? d : strcmp(*(const char *const *)a, *(const char *const *)b);
}
static int cmp_len(const void *a, const void *b) {
    size_t x = strlen(*(const char *const *)a), y = strlen(*(const char *const *)b);
    return x != y ? (x < y ? -1 : 1) : cmp_str(a, b);
}
static void show(const char *t, const char **v, int n) { printf("%s:", t); for (int i = 0; i < n; i++) printf(" %s", v[i]); printf("\n"); }

int main(void) {
    const char *w[] = {"pear", "Apple", "fig", "banana", "apple", "Fig", "kiwi", "pear", "date", "cherry", "BANANA", "fig", "elderberry", "grape"};
    int n = (int)(sizeof w / sizeof w[0]);
    qsort(w, (size_t)n, sizeof w[0], cmp_str);
    show("strcmp", w, n);
    int m = 0;
    for (int i = 0; i < n; i++) if (m == 0 || strcmp(w[m - 1], w[i]) != 0) w[m++] = w[i];
    show("unique", w, m);
    qsort(w, (size_t)m, sizeof w[0], cmp_ci);
    show("case-insensitive", w, m);
    qsort(w, (size_t)m, sizeof w[0], cmp_len);
    show("by length", w, m);
    char buf[10][8];
    const char *ptrs[10];
    for (int i = 0; i < 10; i++) { snprintf(buf[i], sizeof buf[i], "k%03d", (i * 37) % 101); ptrs[i] = buf[i]; }
    qsort(ptrs, 10, sizeof ptrs[0], cmp_str);
    show("generated", ptrs, 10);
    return 0;
}
