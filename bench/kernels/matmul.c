/* Integer matrix multiply (i-k-j order) of two 48x48 matrices, repeated; prints a checksum. */
#include <stdio.h>
#define N 48
static int a[N][N], b[N][N], c[N][N];
int main(void) {
    unsigned seed = 12345;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u;
            a[i][j] = (int)(seed >> 16) % 100 - 50;
            seed = seed * 1103515245u + 12345u;
            b[i][j] = (int)(seed >> 16) % 100 - 50;
        }
    long sum = 0;
    for (int rep = 0; rep < 3; rep++) {
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) c[i][j] = rep;
        for (int i = 0; i < N; i++)
            for (int k = 0; k < N; k++) {
                int aik = a[i][k];
                for (int j = 0; j < N; j++) c[i][j] += aik * b[k][j];
            }
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) sum += c[i][j] * (i + 1) ^ j;
    }
    printf("matmul %ld\n", sum);
    return 0;
}
