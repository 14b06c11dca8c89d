/* Driver of split_branch.ll: calls each function on inputs that take every path. */
#include <stdint.h>
#include <stdio.h>
#include <math.h>
int32_t or3(int32_t a, int32_t b, int32_t c);
int64_t mixed(int64_t a, int64_t b, int64_t c, int64_t d);
int64_t count_nonzero(int32_t *p, int64_t n);
int32_t fp_conds(double x, double y);
int32_t shared_cond(int32_t a, int32_t b, _Bool early);
int32_t in_box(int32_t x, int32_t y);

int main(void) {
    static const int32_t v[] = {0, 1, -1, 7, 6, 8, 2000, -5};
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 8; k++)
                if ((i + j + k) % 3 == 0)
                    printf("or3 %d %d %d -> %d\n", v[i], v[j], v[k], or3(v[i], v[j], v[k]));
    for (int64_t a = -2; a <= 2; a++)
        for (int64_t b = -2; b <= 2; b++)
            for (int64_t c = 0; c <= 2; c++)
                for (int64_t d = -2; d <= 2; d += 2)
                    printf("mixed %ld %ld %ld %ld -> %ld\n", (long)a, (long)b, (long)c, (long)d,
                           (long)mixed(a, b, c, d));
    int32_t arr[12] = {3, 1, 4, 1, 5, 0, 2, 6, 5, 3, 5, 9};
    for (int64_t n = -1; n <= 12; n++) printf("count %ld -> %ld\n", (long)n, (long)count_nonzero(arr, n));
    int32_t ones[4] = {1, 1, 1, 1};
    printf("count all -> %ld\n", (long)count_nonzero(ones, 4));
    static const double f[] = {-1.5, 0.0, 2.0, 3.25, NAN, INFINITY};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) printf("fp %g %g -> %d\n", f[i], f[j], fp_conds(f[i], f[j]));
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            printf("shared %d %d -> %d\n", v[i], v[j], shared_cond(v[i], v[j], (i & 1) != 0));
    for (int x = -2; x <= 9; x++)
        for (int y = -1; y <= 8; y += 3) printf("box %d %d -> %d\n", x, y, in_box(x, y));
    return 0;
}
