/* Global scalars and global arrays: initialized, zero-initialized, const, read and written. */
#include <stdio.h>
#include <stdint.h>

int32_t g_counter = 10;
int32_t g_zero;
int64_t g_big = -5000000000LL;
const int32_t g_table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
int32_t g_arr[16];
uint8_t g_bytes[5] = {1, 2, 3};
int16_t g_matrix[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
const char g_msg[] = "global string";
const char *g_names[] = {"zero", "one", "two", "three"};
int32_t *g_ptr = &g_arr[3];

static void bump(void) { g_counter += 5; g_zero--; }

int main(void) {
    for (int i = 0; i < 16; i++) g_arr[i] = g_table[i % 8] * (i + 1);
    *g_ptr = 1000;
    bump();
    bump();
    printf("counter=%d zero=%d big=%lld\n", g_counter, g_zero, (long long)g_big);
    for (int i = 0; i < 16; i++) printf("%d%c", g_arr[i], i == 15 ? '\n' : ' ');
    for (int i = 0; i < 5; i++) printf("%u ", g_bytes[i]);
    printf("\n");
    int32_t s = 0;
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 4; c++) s += g_matrix[r][c] * (r + 1);
    printf("matrix sum=%d\n", s);
    printf("%s / %s %s\n", g_msg, g_names[2], g_names[g_table[1]]);
    g_big += g_counter;
    printf("big=%lld sizeof g_msg=%u\n", (long long)g_big, (unsigned)sizeof g_msg);
    return 0;
}
