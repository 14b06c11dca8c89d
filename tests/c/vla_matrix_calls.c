/* Variable-length arrays: 2-D VLA parameters (int n, int m, int a[n][m]), VLAs allocated in a
   loop with sizes that change each iteration, VLAs passed down through several calls, a
   recursive function allocating a VLA per level (determinant by cofactor expansion), sizeof
   of a VLA, and a VLA of structs; all sizes come from the data. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct cell { int16_t v; uint8_t flags; };

static void fill(int n, int m, int32_t a[n][m], int seed) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = (i * 31 + j * 17 + seed) % 19 - 9;
}

static void multiply(int n, int k, int m, int32_t a[n][k], int32_t b[k][m], int64_t c[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            int64_t s = 0;
            for (int t = 0; t < k; t++) s += (int64_t)a[i][t] * b[t][j];
            c[i][j] = s;
        }
}

static int64_t trace_of_product(int n, int k, int32_t a[n][k], int32_t b[k][n]) {
    int64_t c[n][n];
    multiply(n, k, n, a, b, c);
    int64_t t = 0;
    for (int i = 0; i < n; i++) t += c[i][i];
    return t;
}

static int64_t det(int n, int64_t a[n][n]) {
    if (n == 1) return a[0][0];
    if (n == 2) return a[0][0] * a[1][1] - a[0][1] * a[1][0];
    int64_t total = 0;
    for (int col = 0; col < n; col++) {
        int64_t minor[n - 1][n - 1];
        for (int i = 1; i < n; i++) {
            int mj = 0;
            for (int j = 0; j < n; j++)
                if (j != col) minor[i - 1][mj++] = a[i][j];
        }
        int64_t d = det(n - 1, minor);
        total += (col % 2 ? -1 : 1) * a[0][col] * d;
    }
    return total;
}

static int count_flags(int n, struct cell cells[n]) {
    int c = 0;
    for (int i = 0; i < n; i++) c += __builtin_popcount(cells[i].flags);
    return c;
}

int main(void) {
    for (int n = 1; n <= 6; n++) {
        int k = n + 2;
        int32_t a[n][k], b[k][n];
        fill(n, k, a, n);
        fill(k, n, b, 2 * n + 1);
        printf("n=%d sizeof a %d trace(ab) %lld\n", n, (int)sizeof a, (long long)trace_of_product(n, k, a, b));
    }
    for (int n = 1; n <= 6; n++) {
        int64_t m[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) m[i][j] = (i == j) ? n + 1 : ((i * 3 + j * 5) % 4) - 1;
        printf("det(%d) = %lld\n", n, (long long)det(n, m));
    }
    int sizes[] = {3, 17, 64, 5};
    for (int r = 0; r < 4; r++) {
        int n = sizes[r];
        struct cell cells[n];
        memset(cells, 0, sizeof cells);
        for (int i = 0; i < n; i++) {
            cells[i].v = (int16_t)(i * i - 50);
            cells[i].flags = (uint8_t)(i * 37 + r);
        }
        int vsum = 0;
        for (int i = 0; i < n; i++) vsum += cells[i].v;
        printf("cells %d: bytes %d flags %d vsum %d\n", n, (int)sizeof cells, count_flags(n, cells), vsum);
    }
    int n = 4, m = 5;
    int32_t big[n][m];
    fill(n, m, big, 3);
    int32_t (*row)[m] = big + 2;
    printf("row 2 via pointer to VLA: %d %d %d %d %d\n", (*row)[0], (*row)[1], (*row)[2], (*row)[3], (*row)[4]);
    return 0;
}
