/* Towers of Hanoi, recursive, with move counting and a checksum of the moves. */
#include <stdio.h>
#include <stdint.h>

static uint32_t moves, checksum;
static int pegs[3][16], top[3];

static void move_disk(int from, int to) {
    int d = pegs[from][--top[from]];
    if (top[to] > 0 && pegs[to][top[to] - 1] < d) printf("illegal move!\n");
    pegs[to][top[to]++] = d;
    moves++;
    checksum = checksum * 31 + (uint32_t)(from * 3 + to) + (uint32_t)d;
}

static void hanoi(int n, int from, int to, int via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    move_disk(from, to);
    hanoi(n - 1, via, to, from);
}

int main(void) {
    for (int n = 1; n <= 12; n++) {
        moves = 0; checksum = 0;
        top[0] = top[1] = top[2] = 0;
        for (int d = n; d >= 1; d--) pegs[0][top[0]++] = d;
        hanoi(n, 0, 2, 1);
        printf("n=%d moves=%u checksum=%u top=%d,%d,%d\n", n, moves, checksum, top[0], top[1], top[2]);
    }
    return 0;
}
