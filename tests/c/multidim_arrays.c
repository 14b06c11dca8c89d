/* Multidimensional arrays: 2-D and 3-D globals and locals, row/column traversal, passing
   rows and whole arrays to functions, arrays of arrays of structs, and pointer-to-row types. */
#include <stdio.h>
#include <stdint.h>

static int32_t grid[6][7];
static int16_t cube[4][5][6];

static int64_t row_sum(const int32_t row[7]) { int64_t s = 0; for (int j = 0; j < 7; j++) s += row[j]; return s; }
static int64_t col_sum(int32_t g[][7], int rows, int c) { int64_t s = 0; for (int i = 0; i < rows; i++) s += g[i][c]; return s; }
static void transpose3(int32_t m[3][3]) {
    for (int i = 0; i < 3; i++) for (int j = i + 1; j < 3; j++) { int32_t t = m[i][j]; m[i][j] = m[j][i]; m[j][i] = t; }
}
struct cell { uint8_t alive; int8_t n; };

int main(void) {
    for (int i = 0; i < 6; i++) for (int j = 0; j < 7; j++) grid[i][j] = i * 10 + j - 20;
    for (int i = 0; i < 6; i++) printf("row %d sum %lld\n", i, (long long)row_sum(grid[i]));
    for (int j = 0; j < 7; j += 3) printf("col %d sum %lld\n", j, (long long)col_sum(grid, 6, j));
    for (int a = 0; a < 4; a++) for (int b = 0; b < 5; b++) for (int c = 0; c < 6; c++) cube[a][b][c] = (int16_t)(a * 100 + b * 10 + c);
    int64_t diag = 0;
    for (int k = 0; k < 4; k++) diag += cube[k][k][k] + cube[3 - k][k % 5][5 - k];
    printf("cube diag %lld sizeof %u %u %u\n", (long long)diag, (unsigned)sizeof cube, (unsigned)sizeof cube[0], (unsigned)sizeof cube[0][0]);
    int32_t m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    transpose3(m);
    for (int i = 0; i < 3; i++) printf("%d %d %d\n", m[i][0], m[i][1], m[i][2]);
    int32_t (*rowp)[7] = grid + 2;
    rowp++;
    printf("rowp[0][4] %d rowp[1][6] %d\n", (*rowp)[4], rowp[1][6]);
    int32_t *flat = &grid[0][0];
    int64_t fs = 0;
    for (int k = 0; k < 42; k += 5) fs += flat[k];
    printf("flat %lld\n", (long long)fs);
    struct cell board[5][5] = {{{0, 0}}};
    board[1][2].alive = board[2][2].alive = board[3][2].alive = 1;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            int n = 0;
            for (int di = -1; di <= 1; di++) for (int dj = -1; dj <= 1; dj++) {
                int ii = i + di, jj = j + dj;
                if ((di || dj) && ii >= 0 && ii < 5 && jj >= 0 && jj < 5) n += board[ii][jj].alive;
            }
            board[i][j].n = (int8_t)n;
        }
    for (int i = 0; i < 5; i++) { for (int j = 0; j < 5; j++) printf("%d", board[i][j].n); printf("\n"); }
    char words[4][8] = {"one", "two", "three", "four"};
    words[2][0] = 'T';
    for (int i = 0; i < 4; i++) printf("%s%c", words[i], i == 3 ? '\n' : ',');
    return 0;
}
