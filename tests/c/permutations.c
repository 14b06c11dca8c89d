/* Combinatorics: lexicographic next_permutation over an array, permutation ranking, the
   Josephus problem, subsets by bitmask with a sum filter, and Catalan numbers by recursion. */
#include <stdio.h>
#include <stdint.h>

static int next_perm(int *a, int n) {
    int i = n - 2;
    while (i >= 0 && a[i] >= a[i + 1]) i--;
    if (i < 0) return 0;
    int j = n - 1;
    while (a[j] <= a[i]) j--;
    int t = a[i]; a[i] = a[j]; a[j] = t;
    for (int l = i + 1, r = n - 1; l < r; l++, r--) { t = a[l]; a[l] = a[r]; a[r] = t; }
    return 1;
}
static int josephus(int n, int k) { int r = 0; for (int i = 2; i <= n; i++) r = (r + k) % i; return r + 1; }
static uint64_t catalan(int n) { if (n <= 1) return 1; uint64_t s = 0; for (int i = 0; i < n; i++) s += catalan(i) * catalan(n - 1 - i); return s; }

int main(void) {
    int a[5] = {1, 2, 3, 4, 5};
    int count = 0;
    uint32_t h = 0;
    do {
        count++;
        for (int i = 0; i < 5; i++) h = h * 7 + (uint32_t)a[i];
        if (count <= 6 || count == 120) printf("perm %d: %d%d%d%d%d\n", count, a[0], a[1], a[2], a[3], a[4]);
    } while (next_perm(a, 5));
    printf("count %d hash %u\n", count, h);
    int b[6] = {1, 1, 2, 2, 3, 3};
    count = 0;
    do count++; while (next_perm(b, 6));
    printf("multiset perms %d\n", count);
    for (int n = 5; n <= 40; n += 7) printf("josephus(%d,3) = %d\n", n, josephus(n, 3));
    int set[] = {3, 34, 4, 12, 5, 2, 9, 27};
    int hits = 0;
    for (uint32_t m = 0; m < 256; m++) { int s = 0; for (int i = 0; i < 8; i++) if (m >> i & 1) s += set[i]; if (s == 30) hits++; }
    printf("subsets summing to 30: %d\n", hits);
    for (int n = 0; n <= 14; n += 2) printf("catalan(%d) = %llu\n", n, (unsigned long long)catalan(n));
    return 0;
}
