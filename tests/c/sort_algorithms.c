/* Loop- and recursion-heavy sorting: bubble, insertion, selection, shell, merge, quick and heap
   sort over the same pseudo-random data, checked against each other. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N 300
static int32_t src[N], work[N], tmp[N];

static void bubble(int32_t *a, int n) {
    for (int i = 0; i < n; i++) for (int j = 0; j + 1 < n - i; j++) if (a[j] > a[j + 1]) { int32_t t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
}
static void insertion(int32_t *a, int n) {
    for (int i = 1; i < n; i++) { int32_t v = a[i]; int j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; }
}
static void selection(int32_t *a, int n) {
    for (int i = 0; i < n; i++) { int m = i; for (int j = i + 1; j < n; j++) if (a[j] < a[m]) m = j; int32_t t = a[i]; a[i] = a[m]; a[m] = t; }
}
static void shell(int32_t *a, int n) {
    for (int gap = n / 2; gap > 0; gap /= 2)
        for (int i = gap; i < n; i++) { int32_t v = a[i]; int j = i; while (j >= gap && a[j - gap] > v) { a[j] = a[j - gap]; j -= gap; } a[j] = v; }
}
static void merge_sort(int32_t *a, int lo, int hi) {
    if (hi - lo < 2) return;
    int mid = lo + (hi - lo) / 2;
    merge_sort(a, lo, mid);
    merge_sort(a, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, (size_t)(hi - lo) * sizeof *a);
}
static void quick(int32_t *a, int lo, int hi) {
    while (lo < hi) {
        int32_t p = a[lo + (hi - lo) / 2];
        int i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { int32_t t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { quick(a, lo, j); lo = i; } else { quick(a, i, hi); hi = j; }
    }
}
static void sift(int32_t *a, int i, int n) {
    for (;;) {
        int l = 2 * i + 1, m = i;
        if (l < n && a[l] > a[m]) m = l;
        if (l + 1 < n && a[l + 1] > a[m]) m = l + 1;
        if (m == i) return;
        int32_t t = a[i]; a[i] = a[m]; a[m] = t; i = m;
    }
}
static void heap(int32_t *a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
    for (int e = n - 1; e > 0; e--) { int32_t t = a[0]; a[0] = a[e]; a[e] = t; sift(a, 0, e); }
}

static uint32_t digest(const int32_t *a, int n) { uint32_t h = 0; for (int i = 0; i < n; i++) h = h * 16777619u ^ (uint32_t)a[i]; return h; }
static int sorted(const int32_t *a, int n) { for (int i = 1; i < n; i++) if (a[i - 1] > a[i]) return 0; return 1; }

int main(void) {
    uint32_t s = 2024;
    for (int i = 0; i < N; i++) { s = s * 1664525u + 1013904223u; src[i] = (int32_t)(s >> 12) % 10000 - 5000; }
    const char *names[] = {"bubble", "insertion", "selection", "shell", "merge", "quick", "heap"};
    for (int k = 0; k < 7; k++) {
        memcpy(work, src, sizeof src);
        switch (k) {
        case 0: bubble(work, N); break;
        case 1: insertion(work, N); break;
        case 2: selection(work, N); break;
        case 3: shell(work, N); break;
        case 4: merge_sort(work, 0, N); break;
        case 5: quick(work, 0, N - 1); break;
        case 6: heap(work, N); break;
        }
        printf("%-9s sorted=%d digest=%08x min=%d median=%d max=%d\n", names[k], sorted(work, N), digest(work, N), work[0], work[N / 2], work[N - 1]);
    }
    return 0;
}
