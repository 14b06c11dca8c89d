/* Bubble sort with an early exit of 1500 pseudo-random ints, twice (random, then reversed);
   prints a checksum of the sorted array and the swap count. */
#include <stdio.h>
#define N 1500
static int v[N];
static long bubble(int *a, int n) {
    long swaps = 0;
    for (int i = 0; i < n - 1; i++) {
        int swapped = 0;
        for (int j = 0; j < n - 1 - i; j++)
            if (a[j] > a[j + 1]) {
                int t = a[j];
                a[j] = a[j + 1];
                a[j + 1] = t;
                swaps++;
                swapped = 1;
            }
        if (!swapped) break;
    }
    return swaps;
}
int main(void) {
    unsigned seed = 4242;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        v[i] = (int)(seed >> 8) % 100000 - 50000;
    }
    long swaps = bubble(v, N);
    for (int i = 0; i < N / 2; i++) {
        int t = v[i];
        v[i] = v[N - 1 - i];
        v[N - 1 - i] = t;
    }
    swaps += bubble(v, N);
    unsigned long sum = 0;
    for (int i = 0; i < N; i++) sum = sum * 31 + (unsigned long)v[i];
    printf("bubble %lu %ld\n", sum, swaps);
    return 0;
}
