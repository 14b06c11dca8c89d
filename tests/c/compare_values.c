/* Comparisons used as values (setcc): signed and unsigned, every predicate and width. */
#include <stdio.h>
#include <stdint.h>

static volatile int32_t s[] = {-2147483647 - 1, -5, -1, 0, 1, 5, 2147483647};
static volatile int64_t l[] = {INT64_MIN, -5, -1, 0, 1, 5, INT64_MAX};
static volatile int8_t c[] = {-128, -5, -1, 0, 1, 5, 127};

int main(void) {
    int total = 0;
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++) {
            int32_t a = s[i], b = s[j];
            uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
            int r = (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 |
                    (a != b) << 5 | (ua < ub) << 6 | (ua <= ub) << 7 | (ua > ub) << 8 | (ua >= ub) << 9;
            int64_t la = l[i], lb = l[j];
            uint64_t ula = (uint64_t)la, ulb = (uint64_t)lb;
            int q = (la < lb) | (la <= lb) << 1 | (la > lb) << 2 | (la >= lb) << 3 |
                    (ula < ulb) << 4 | (ula > ulb) << 5 | (la == lb) << 6;
            int8_t ca = c[i], cb = c[j];
            uint8_t uca = (uint8_t)ca, ucb = (uint8_t)cb;
            int w = (ca < cb) | (uca < ucb) << 1 | (ca >= cb) << 2 | (uca >= ucb) << 3;
            printf("%d %d -> %03x %02x %x\n", i, j, r, q, w);
            total += r + q + w;
        }
    int z = 0;
    for (int i = 0; i < 7; i++) z += (s[i] == 0) + 2 * (s[i] < 0) + 4 * !s[i];
    printf("total=%d z=%d\n", total, z);
    return 0;
}
