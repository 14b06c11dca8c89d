/* Forward substitution: solves L x = b for a 120x120 lower-triangular L (row-major 2-D array),
   for several right-hand sides; prints a checksum with fixed precision. */
#include <stdio.h>
#define N 120
static double l[N][N], x[N], b[N];
static void solve(int n, double (*m)[N], const double *rhs, double *out) {
    for (int i = 0; i < n; i++) {
        double s = rhs[i];
        for (int j = 0; j < i; j++) s -= m[i][j] * out[j];
        out[i] = s / m[i][i];
    }
}
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++)
            l[i][j] = (i == j) ? 2.0 + (double)(i % 5) : (double)((i + 2 * j) % 7 - 3) / 64.0;
    double sum = 0.0;
    for (int r = 0; r < 12; r++) {
        for (int i = 0; i < N; i++) b[i] = (double)((i * (r + 3)) % 11) - 5.0;
        solve(N, l, b, x);
        for (int i = 0; i < N; i++) sum += x[i] * (double)(i % 4 + 1);
    }
    printf("trisolve %.6f\n", sum);
    return 0;
}
