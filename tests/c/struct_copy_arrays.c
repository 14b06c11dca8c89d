/* Struct assignment and copying: structs containing arrays copied by '=', compound literals,
   designated initializers, arrays of structs copied element-wise and with memcpy, and
   comparison of copies with memcmp on padding-free structs. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

struct vec { int32_t n; int32_t v[10]; };
struct rec { uint32_t id; char tag[8]; struct vec data; };

static struct vec vec_of(int32_t n) { struct vec r = {.n = n}; for (int i = 0; i < n && i < 10; i++) r.v[i] = i * n; return r; }
static int64_t vec_sum(struct vec v) { int64_t s = 0; for (int i = 0; i < v.n; i++) s += v.v[i]; return s; }

int main(void) {
    struct vec a = vec_of(5), b;
    b = a;
    b.v[0] = 100;
    printf("a %lld b %lld\n", (long long)vec_sum(a), (long long)vec_sum(b));
    struct rec r1 = {.id = 7, .tag = "seven", .data = {.n = 3, .v = {[2] = 9, [0] = 1}}};
    struct rec r2 = r1;
    r2.tag[0] = 'S';
    r2.data.v[1] = 5;
    printf("r1 %u %s %d %d %d\n", r1.id, r1.tag, r1.data.v[0], r1.data.v[1], r1.data.v[2]);
    printf("r2 %u %s %d %d %d\n", r2.id, r2.tag, r2.data.v[0], r2.data.v[1], r2.data.v[2]);
    struct rec arr[4];
    for (int i = 0; i < 4; i++) { arr[i] = r1; arr[i].id = (uint32_t)i; arr[i].data = vec_of(i + 2); }
    struct rec copy[4];
    memcpy(copy, arr, sizeof arr);
    printf("memcmp equal %d\n", memcmp(copy, arr, sizeof arr) == 0);
    copy[2].data.v[3] ^= 1;
    printf("memcmp after change %d\n", memcmp(copy, arr, sizeof arr) == 0);
    int64_t t = 0;
    for (int i = 0; i < 4; i++) t += vec_sum(arr[i].data) * (i + 1) + arr[i].id;
    printf("total %lld\n", (long long)t);
    struct vec *pv = &(struct vec){.n = 2, .v = {40, 2}};
    printf("compound literal %lld\n", (long long)vec_sum(*pv));
    struct vec grid[3] = {vec_of(1), vec_of(2), vec_of(3)};
    struct vec tmp = grid[0]; grid[0] = grid[2]; grid[2] = tmp;
    printf("swapped %d %d\n", grid[0].n, grid[2].n);
    return 0;
}
