/* A 2-D five-point Jacobi stencil over a 64x64 grid of doubles, two buffers swapped each sweep;
   prints a checksum with fixed precision. */
#include <stdio.h>
#define N 64
static double g0[N][N], g1[N][N];
static void sweep(double (*in)[N], double (*out)[N]) {
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double v = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 100.0 : (double)((i * j) % 10);
            g0[i][j] = v;
            g1[i][j] = v;
        }
    for (int t = 0; t < 30; t++) {
        sweep(g0, g1);
        sweep(g1, g0);
    }
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) sum += g0[i][j] * (double)((i + j) % 3 + 1);
    printf("stencil %.6f\n", sum);
    return 0;
}
