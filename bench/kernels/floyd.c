/* Floyd-Warshall all-pairs shortest paths on a 72-node graph with pseudo-random edge weights
   (row-major 2-D int array); prints the sum of finite distances and the unreachable count. */
#include <stdio.h>
#define N 72
#define INF 1000000000
static int d[N][N];
static void floyd(int n, int (*m)[N]) {
    for (int k = 0; k < n; k++)
        for (int i = 0; i < n; i++) {
            int dik = m[i][k];
            if (dik == INF) continue;
            for (int j = 0; j < n; j++) {
                int alt = dik + m[k][j];
                if (m[k][j] != INF && alt < m[i][j]) m[i][j] = alt;
            }
        }
}
int main(void) {
    unsigned seed = 99;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u;
            unsigned r = (seed >> 16) & 0x7fff;
            d[i][j] = i == j ? 0 : (r % 5 == 0 ? (int)(r % 97) + 1 : INF);
        }
    floyd(N, d);
    long sum = 0;
    int unreachable = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            if (d[i][j] == INF) unreachable++;
            else sum += (long)d[i][j] * (i % 3 + 1);
        }
    printf("floyd %ld %d\n", sum, unreachable);
    return 0;
}
