/* Copy, scale-and-accumulate and reduction loops over heap arrays (malloc'd, reached through
   pointers a compiler cannot prove distinct); prints a checksum. */
#include <stdio.h>
#include <stdlib.h>
#define N 20000
static void copy(long *dst, const long *src, int n) {
    for (int i = 0; i < n; i++) dst[i] = src[i];
}
static void axpy(long *y, const long *x, long k, int n) {
    for (int i = 0; i < n; i++) y[i] += k * x[i];
}
static long dot(const int *p, const int *q, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s += (long)p[i] * q[i];
    return s;
}
int main(void) {
    long *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    int *p = malloc(N * sizeof *p), *q = malloc(N * sizeof *q);
    if (!x || !y || !p || !q) return 1;
    for (int i = 0; i < N; i++) {
        x[i] = i * 3 - 7;
        p[i] = (i * 37) % 101 - 50;
        q[i] = (i * 53) % 97 - 48;
    }
    long sum = 0;
    for (int rep = 0; rep < 10; rep++) {
        copy(y, x, N);
        axpy(y, x, rep + 2, N);
        sum += y[rep * 7] + y[N - 1 - rep] + dot(p, q, N - rep);
        p[rep] += 1;
    }
    printf("arraycopy %ld\n", sum);
    free(x); free(y); free(p); free(q);
    return 0;
}
