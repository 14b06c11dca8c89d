/* Integer matrix multiply in i-j-k order over row-major 2-D arrays passed to a function, as
   classic benchmark suites write it (the inner loop walks a column of b); prints a checksum. */
#include <stdio.h>
#define N 40
static int a[N][N], b[N][N], c[N][N];
static void matmul(int n, int (*x)[N], int (*y)[N], int (*z)[N]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int s = 0;
            for (int k = 0; k < n; k++) s += x[i][k] * y[k][j];
            z[i][j] = s;
        }
}
int main(void) {
    unsigned seed = 7;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1664525u + 1013904223u;
            a[i][j] = (int)(seed >> 20) - 2048;
            seed = seed * 1664525u + 1013904223u;
            b[i][j] = (int)(seed >> 20) - 2048;
        }
    long sum = 0;
    for (int rep = 0; rep < 4; rep++) {
        matmul(N, a, b, c);
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) sum += (long)c[i][j] * (j + 1) ^ i;
        a[rep][rep] += 1;
    }
    printf("mm_ijk %ld\n", sum);
    return 0;
}
