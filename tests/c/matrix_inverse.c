/* Gauss-Jordan matrix inversion with partial pivoting on an augmented matrix, checked by
   multiplying back to the identity; the inverse of a Hilbert matrix (ill-conditioned; its
   exact inverse has integer entries, printed rounded), a rotation-like orthogonal matrix, and
   detection of a singular matrix. */
#include <math.h>
#include <stdio.h>

#define MAXN 6

static double clean(double x) { return fabs(x) < 5e-7 ? 0.0 : x; }

static int invert(int n, double a[MAXN][MAXN], double inv[MAXN][MAXN]) {
    double aug[MAXN][2 * MAXN];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 2 * n; j++) aug[i][j] = j < n ? a[i][j] : (j - n == i ? 1.0 : 0.0);
    for (int col = 0; col < n; col++) {
        int piv = col;
        for (int r = col + 1; r < n; r++)
            if (fabs(aug[r][col]) > fabs(aug[piv][col])) piv = r;
        if (fabs(aug[piv][col]) < 1e-12) return 0;
        if (piv != col)
            for (int j = 0; j < 2 * n; j++) {
                double t = aug[col][j];
                aug[col][j] = aug[piv][j];
                aug[piv][j] = t;
            }
        double d = aug[col][col];
        for (int j = 0; j < 2 * n; j++) aug[col][j] /= d;
        for (int r = 0; r < n; r++) {
            if (r == col) continue;
            double f = aug[r][col];
            if (f == 0.0) continue;
            for (int j = 0; j < 2 * n; j++) aug[r][j] -= f * aug[col][j];
        }
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) inv[i][j] = aug[i][j + n];
    return 1;
}

static double identity_error(int n, double a[MAXN][MAXN], double b[MAXN][MAXN]) {
    double e = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
            e = fmax(e, fabs(s - (i == j)));
        }
    return e;
}

static void print(int n, double m[MAXN][MAXN], const char *fmt) {
    for (int i = 0; i < n; i++) {
        printf(" ");
        for (int j = 0; j < n; j++) printf(fmt, clean(m[i][j]));
        printf("\n");
    }
}

int main(void) {
    double h[MAXN][MAXN], hi[MAXN][MAXN];
    int n = 4;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) h[i][j] = 1.0 / (i + j + 1);
    printf("hilbert(4) inverse: %d\n", invert(n, h, hi));
    double r[MAXN][MAXN];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) r[i][j] = round(hi[i][j]);
    print(n, r, " %8.0f");
    printf(" identity error < 1e-9: %d\n", identity_error(n, h, hi) < 1e-9);

    double q[MAXN][MAXN] = {{0.6, -0.8, 0}, {0.8, 0.6, 0}, {0, 0, 1}}, qi[MAXN][MAXN];
    printf("orthogonal inverse: %d\n", invert(3, q, qi));
    print(3, qi, " %9.6f");

    double m[MAXN][MAXN] = {{4, 7, 2, 0, 1}, {3, 6, 1, 2, 0}, {2, 5, 3, 1, 1}, {1, 0, 1, 5, 2}, {0, 1, 2, 3, 4}}, mi[MAXN][MAXN];
    printf("5x5 inverse: %d\n", invert(5, m, mi));
    print(5, mi, " %10.6f");
    printf(" identity error < 1e-12: %d\n", identity_error(5, m, mi) < 1e-12);

    double s[MAXN][MAXN] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, si[MAXN][MAXN];
    printf("singular inverse: %d\n", invert(3, s, si));
    return 0;
}
