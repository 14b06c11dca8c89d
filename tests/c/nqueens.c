/* N-queens by backtracking with arrays, then with bitmasks; prints the solution counts and the
   first solution board for n = 6. */
#include <stdio.h>
#include <stdint.h>

static int cols[16];

static int safe(int row, int col) {
    for (int r = 0; r < row; r++) {
        int c = cols[r];
        if (c == col || c - col == r - row || c - col == row - r) return 0;
    }
    return 1;
}

static int solve(int row, int n, int print_first, int *printed) {
    if (row == n) {
        if (print_first && !*printed) {
            *printed = 1;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) putchar(cols[r] == c ? 'Q' : '.');
                putchar('\n');
            }
        }
        return 1;
    }
    int count = 0;
    for (int c = 0; c < n; c++)
        if (safe(row, c)) { cols[row] = c; count += solve(row + 1, n, print_first, printed); }
    return count;
}

static int solve_bits(uint32_t all, uint32_t cols_m, uint32_t d1, uint32_t d2) {
    if (cols_m == all) return 1;
    int count = 0;
    uint32_t avail = all & ~(cols_m | d1 | d2);
    while (avail) {
        uint32_t bit = avail & (0u - avail);
        avail ^= bit;
        count += solve_bits(all, cols_m | bit, ((d1 | bit) << 1) & all, (d2 | bit) >> 1);
    }
    return count;
}

int main(void) {
    for (int n = 1; n <= 8; n++) {
        int printed = 0;
        int c = solve(0, n, n == 6, &printed);
        printf("queens(%d) = %d, bits = %d\n", n, c, solve_bits((1u << n) - 1, 0, 0, 0));
    }
    printf("queens(9) bits = %d\n", solve_bits((1u << 9) - 1, 0, 0, 0));
    return 0;
}
