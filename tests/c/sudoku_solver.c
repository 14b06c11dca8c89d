/* A backtracking Sudoku solver using bitmasks for rows, columns and boxes; prints the solved
   grid and the number of recursive calls. */
#include <stdio.h>
#include <stdint.h>

static int grid[81];
static uint16_t rows[9], cols[9], boxes[9];
static long calls;

static int solve(int pos) {
    calls++;
    while (pos < 81 && grid[pos]) pos++;
    if (pos == 81) return 1;
    int r = pos / 9, c = pos % 9, b = (r / 3) * 3 + c / 3;
    uint16_t used = rows[r] | cols[c] | boxes[b];
    for (int d = 1; d <= 9; d++) {
        uint16_t bit = (uint16_t)(1u << d);
        if (used & bit) continue;
        grid[pos] = d; rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit;
        if (solve(pos + 1)) return 1;
        grid[pos] = 0; rows[r] &= (uint16_t)~bit; cols[c] &= (uint16_t)~bit; boxes[b] &= (uint16_t)~bit;
    }
    return 0;
}

int main(void) {
    const char *puzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
    for (int i = 0; i < 81; i++) {
        int d = puzzle[i] - '0';
        grid[i] = d;
        if (d) { uint16_t bit = (uint16_t)(1u << d); rows[i / 9] |= bit; cols[i % 9] |= bit; boxes[(i / 27) * 3 + (i % 9) / 3] |= bit; }
    }
    int ok = solve(0);
    printf("solved %d calls %ld\n", ok, calls);
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) printf("%d%s", grid[r * 9 + c], c == 8 ? "\n" : (c % 3 == 2 ? " | " : " "));
        if (r % 3 == 2 && r != 8) printf("------+-------+------\n");
    }
    return 0;
}
