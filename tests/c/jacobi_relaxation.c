/* Iterative solvers for the 2-D Poisson equation on a small grid: Jacobi, Gauss-Seidel and
   successive over-relaxation, each run until the update drops below a tolerance; the
   iteration counts and a few grid values are printed (rounded to 6 decimals), and the three
   solutions agree. Also a 1-D diffusion with fixed boundaries. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define G 10

static double grid[G][G], next[G][G], rhs[G][G];

static void init(double u[G][G]) {
    memset(u, 0, sizeof(double) * G * G);
    for (int i = 0; i < G; i++) {
        u[0][i] = 1.0;
        u[G - 1][i] = 0.0;
        u[i][0] = (double)(G - 1 - i) / (G - 1);
        u[i][G - 1] = (double)(G - 1 - i) / (G - 1);
    }
}

static int jacobi(double tol) {
    init(grid);
    init(next);
    for (int it = 1; it < 5000; it++) {
        double diff = 0;
        for (int i = 1; i < G - 1; i++)
            for (int j = 1; j < G - 1; j++) {
                next[i][j] = 0.25 * (grid[i - 1][j] + grid[i + 1][j] + grid[i][j - 1] +
                                     grid[i][j + 1] - rhs[i][j]);
                diff = fmax(diff, fabs(next[i][j] - grid[i][j]));
            }
        memcpy(grid, next, sizeof grid);
        if (diff < tol) return it;
    }
    return -1;
}

static int sor(double tol, double omega, double u[G][G]) {
    init(u);
    for (int it = 1; it < 5000; it++) {
        double diff = 0;
        for (int i = 1; i < G - 1; i++)
            for (int j = 1; j < G - 1; j++) {
                double gs = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - rhs[i][j]);
                double nv = u[i][j] + omega * (gs - u[i][j]);
                diff = fmax(diff, fabs(nv - u[i][j]));
                u[i][j] = nv;
            }
        if (diff < tol) return it;
    }
    return -1;
}

int main(void) {
    for (int i = 0; i < G; i++)
        for (int j = 0; j < G; j++) rhs[i][j] = (i == G / 2 && j == G / 2) ? -0.5 : 0.0;
    double tol = 1e-7;
    int ij = jacobi(tol);
    static double gs[G][G], so[G][G];
    int ig = sor(tol, 1.0, gs);
    int is = sor(tol, 1.5, so);
    printf("iterations: jacobi %d gauss-seidel %d sor(1.5) %d\n", ij, ig, is);
    printf("gauss-seidel faster than jacobi: %d, sor faster than gauss-seidel: %d\n", ig < ij, is < ig);
    for (int i = 1; i < G - 1; i += 3) {
        printf("row %d:", i);
        for (int j = 1; j < G - 1; j += 2) printf(" %.5f", grid[i][j]);
        printf("\n");
    }
    double md = 0;
    for (int i = 0; i < G; i++)
        for (int j = 0; j < G; j++) md = fmax(md, fmax(fabs(grid[i][j] - gs[i][j]), fabs(gs[i][j] - so[i][j])));
    printf("solutions agree to 1e-5: %d\n", md < 1e-5);

    double rod[17] = {0}, tmp[17];
    rod[0] = 100.0;
    rod[16] = 20.0;
    for (int step = 0; step < 200; step++) {
        for (int i = 1; i < 16; i++) tmp[i] = rod[i] + 0.25 * (rod[i - 1] - 2 * rod[i] + rod[i + 1]);
        for (int i = 1; i < 16; i++) rod[i] = tmp[i];
        if (step % 50 == 49) printf("rod step %3d: %.4f %.4f %.4f\n", step + 1, rod[2], rod[8], rod[14]);
    }
    return 0;
}
