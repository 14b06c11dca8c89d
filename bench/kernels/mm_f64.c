/* Double-precision matrix multiply (i-k-j order) over row-major 2-D arrays, repeated; prints the
   trace and a checksum with fixed precision. */
#include <stdio.h>
#define N 40
static double a[N][N], b[N][N], c[N][N];
static void matmul(int n, double (*x)[N], double (*y)[N], double (*z)[N]) {
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) z[i][j] = 0.0;
        for (int k = 0; k < n; k++) {
            double xik = x[i][k];
            for (int j = 0; j < n; j++) z[i][j] += xik * y[k][j];
        }
    }
}
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 17) / 8.0 - 1.0;
            b[i][j] = (double)((i * 5 + j * 11) % 13) / 4.0 - 1.5;
        }
    double sum = 0.0;
    for (int rep = 0; rep < 4; rep++) {
        matmul(N, a, b, c);
        for (int i = 0; i < N; i++) sum += c[i][i] + c[i][N - 1 - i] * 0.5;
        a[rep][N - 1 - rep] += 0.25;
    }
    printf("mm_f64 %.6f\n", sum);
    return 0;
}
