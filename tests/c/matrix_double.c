/* Floating-point matrix kernels with exactly representable data: multiply, transpose,
   Gaussian elimination with partial pivoting on a system with a dyadic solution, and a
   determinant. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

#define N 6

static void matmul(double a[N][N], double b[N][N], double c[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) { double p = a[i][k] * b[k][j]; s += p; }
            c[i][j] = s;
        }
}

int main(void) {
    double a[N][N], b[N][N], c[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { a[i][j] = (double)((i + 2 * j) % 5) - 2.0; b[i][j] = (i == j) ? 2.0 : (j > i ? 0.5 : 0.0); }
    matmul(a, b, c);
    for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) printf("%7g", c[i][j]); printf("\n"); }
    /* Solve M x = r where x is known: M upper-ish with power-of-two entries. */
    double m[4][5] = {{2, 1, 0, 0, 0}, {1, 4, 1, 0, 0}, {0, 1, 4, 1, 0}, {0, 0, 1, 2, 0}};
    double x_true[4] = {1, -2, 0.5, 4};
    for (int i = 0; i < 4; i++) { double s = 0; for (int j = 0; j < 4; j++) s += m[i][j] * x_true[j]; m[i][4] = s; }
    for (int col = 0; col < 4; col++) {
        int piv = col;
        for (int r = col + 1; r < 4; r++) if (fabs(m[r][col]) > fabs(m[piv][col])) piv = r;
        for (int k = 0; k < 5; k++) { double t = m[col][k]; m[col][k] = m[piv][k]; m[piv][k] = t; }
        for (int r = col + 1; r < 4; r++) {
            double f = m[r][col] / m[col][col];
            for (int k = col; k < 5; k++) m[r][k] -= f * m[col][k];
        }
    }
    double x[4];
    for (int i = 3; i >= 0; i--) { double s = m[i][4]; for (int j = i + 1; j < 4; j++) s -= m[i][j] * x[j]; x[i] = s / m[i][i]; }
    printf("solution %.6g %.6g %.6g %.6g\n", x[0], x[1], x[2], x[3]);
    double det = 1;
    for (int i = 0; i < 4; i++) det *= m[i][i];
    printf("det %.6g\n", det);
    return 0;
}
