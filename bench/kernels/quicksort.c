/* Recursive quicksort (Lomuto partition, median-of-three) of 30000 pseudo-random ints. */
#include <stdio.h>
#define N 30000
static int v[N];
static void swap(int *x, int *y) { int t = *x; *x = *y; *y = t; }
static void quicksort(int *a, int lo, int hi) {
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < a[lo]) swap(&a[mid], &a[lo]);
        if (a[hi] < a[lo]) swap(&a[hi], &a[lo]);
        if (a[mid] < a[hi]) swap(&a[mid], &a[hi]);
        int pivot = a[hi], i = lo;
        for (int j = lo; j < hi; j++)
            if (a[j] < pivot) swap(&a[i++], &a[j]);
        swap(&a[i], &a[hi]);
        if (i - lo < hi - i) { quicksort(a, lo, i - 1); lo = i + 1; }
        else { quicksort(a, i + 1, hi); hi = i - 1; }
    }
}
int main(void) {
    unsigned s = 7;
    for (int i = 0; i < N; i++) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; v[i] = (int)(s % 1000000); }
    quicksort(v, 0, N - 1);
    long check = 0;
    for (int i = 0; i < N; i++) {
        if (i > 0 && v[i - 1] > v[i]) { printf("unsorted at %d\n", i); return 1; }
        check = check * 31 + v[i];
    }
    printf("quicksort %ld\n", check);
    return 0;
}
