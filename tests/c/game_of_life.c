/* Conway's Game of Life on a 32x32 torus: a glider, a blinker and a random soup, stepped and
   printed as population counts and a final picture of part of the board. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 32
#define H 32
static uint8_t cur[H][W], nxt[H][W];

static void step(void) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int n = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    if (dx || dy) n += cur[(y + dy + H) % H][(x + dx + W) % W];
            nxt[y][x] = (uint8_t)(n == 3 || (n == 2 && cur[y][x]));
        }
    memcpy(cur, nxt, sizeof cur);
}
static int population(void) { int p = 0; for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) p += cur[y][x]; return p; }

int main(void) {
    memset(cur, 0, sizeof cur);
    cur[1][2] = cur[2][3] = cur[3][1] = cur[3][2] = cur[3][3] = 1; /* glider */
    cur[10][20] = cur[10][21] = cur[10][22] = 1;                    /* blinker */
    uint32_t s = 5;
    for (int y = 18; y < 30; y++)
        for (int x = 4; x < 16; x++) { s = s * 1103515245u + 12345u; cur[y][x] = (uint8_t)((s >> 16) % 3 == 0); }
    for (int gen = 0; gen <= 60; gen++) {
        if (gen % 10 == 0) printf("gen %d population %d\n", gen, population());
        step();
    }
    for (int y = 0; y < 16; y++) {
        for (int x = 0; x < W; x++) putchar(cur[y][x] ? '#' : '.');
        putchar('\n');
    }
    return 0;
}
