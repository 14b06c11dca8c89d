/* LU decomposition with partial pivoting (Doolittle, in place), forward and back
   substitution, the determinant from the pivots, solving several right-hand sides, and the
   residual of the solution. The matrices have small integer entries; results print rounded
   to 6 decimals. */
#include <math.h>
#include <stdio.h>

#define N 5

static double clean(double x) { return fabs(x) < 5e-9 ? 0.0 : x; }

static int lu_factor(double a[N][N], int perm[N], int *sign) {
    for (int i = 0; i < N; i++) perm[i] = i;
    *sign = 1;
    for (int k = 0; k < N; k++) {
        int p = k;
        double best = fabs(a[k][k]);
        for (int i = k + 1; i < N; i++)
            if (fabs(a[i][k]) > best) {
                best = fabs(a[i][k]);
                p = i;
            }
        if (best == 0.0) return -1;
        if (p != k) {
            for (int j = 0; j < N; j++) {
                double t = a[k][j];
                a[k][j] = a[p][j];
                a[p][j] = t;
            }
            int t = perm[k];
            perm[k] = perm[p];
            perm[p] = t;
            *sign = -*sign;
        }
        for (int i = k + 1; i < N; i++) {
            a[i][k] /= a[k][k];
            for (int j = k + 1; j < N; j++) a[i][j] -= a[i][k] * a[k][j];
        }
    }
    return 0;
}

static void lu_solve(double lu[N][N], const int perm[N], const double b[N], double x[N]) {
    double y[N];
    for (int i = 0; i < N; i++) {
        double s = b[perm[i]];
        for (int j = 0; j < i; j++) s -= lu[i][j] * y[j];
        y[i] = s;
    }
    for (int i = N - 1; i >= 0; i--) {
        double s = y[i];
        for (int j = i + 1; j < N; j++) s -= lu[i][j] * x[j];
        x[i] = s / lu[i][i];
    }
}

int main(void) {
    static const double a0[N][N] = {
        {2, -1, 0, 3, 1},
        {4, 1, -2, 0, 5},
        {-2, 3, 7, 1, 0},
        {1, 0, 2, 6, -3},
        {3, 5, -1, 2, 8},
    };
    double a[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i][j] = a0[i][j];
    int perm[N], sign;
    if (lu_factor(a, perm, &sign) != 0) {
        printf("singular\n");
        return 0;
    }
    printf("perm:");
    for (int i = 0; i < N; i++) printf(" %d", perm[i]);
    printf(" sign %d\n", sign);
    double det = sign;
    for (int i = 0; i < N; i++) det *= a[i][i];
    printf("det = %.6f\n", clean(det));
    printf("U diagonal:");
    for (int i = 0; i < N; i++) printf(" %.6f", clean(a[i][i]));
    printf("\n");

    static const double rhs[3][N] = {{1, 2, 3, 4, 5}, {0, 0, 1, 0, 0}, {10, -4, 2.5, 0.5, -1}};
    for (int r = 0; r < 3; r++) {
        double x[N];
        lu_solve(a, perm, rhs[r], x);
        printf("x%d:", r);
        for (int i = 0; i < N; i++) printf(" %.6f", clean(x[i]));
        double res = 0;
        for (int i = 0; i < N; i++) {
            double s = 0;
            for (int j = 0; j < N; j++) s += a0[i][j] * x[j];
            res = fmax(res, fabs(s - rhs[r][i]));
        }
        printf("  residual<1e-9: %d\n", res < 1e-9);
    }

    double sing[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) sing[i][j] = (i == 3) ? 2 * a0[1][j] : a0[i][j];
    for (int j = 0; j < N; j++) sing[3][j] = sing[1][j];
    printf("duplicate rows singular: %d\n", lu_factor(sing, perm, &sign) != 0 ||
                                                fabs(sing[N - 1][N - 1]) < 1e-12);
    return 0;
}
