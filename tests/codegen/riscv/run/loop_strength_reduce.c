/* Driver of loop_strength_reduce.ll: runs each loop on fixed data and prints the results and
   the memory it wrote. */
#include <stdint.h>
#include <stdio.h>
struct pt { int32_t x, y; int64_t w; };
double stencil_row(double (*g)[16], int64_t i, double *out);
int64_t column_sum(int32_t (*m)[24], int64_t col, int64_t from, int64_t to);
int64_t fields_down(struct pt *p, int64_t n);
int64_t stride3(int16_t *a, int64_t n, int64_t *last);
void copy_scale(int64_t *restrict d, const int64_t *restrict s, int64_t f);
int32_t *find_first(int32_t *a, int64_t n, int32_t key);
int64_t cmp_on_phi(int64_t *a);
int64_t count_down_eq(int32_t *a);
int64_t two_blocks(int64_t *a, int64_t *b);

static double g[6][16];
static int32_t m[30][24];
static struct pt pts[50];
static int16_t h[100];
static int64_t src[101], dst[100];
static int32_t w[64];
static int64_t la[40], lb[40];

int main(void) {
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 16; j++) g[i][j] = (double)((i * 16 + j) % 7) - 2.5;
    for (int i = 0; i < 30; i++)
        for (int j = 0; j < 24; j++) m[i][j] = (i * 31 + j * 17) % 101 - 50;
    for (int i = 0; i < 50; i++) pts[i] = (struct pt){i * 3 - 70, 1000 - i * i, (int64_t)i << 33};
    for (int i = 0; i < 100; i++) h[i] = (int16_t)(i * 977 - 30000);
    for (int i = 0; i < 101; i++) src[i] = (int64_t)i * i - 4000;
    for (int i = 0; i < 64; i++) w[i] = i * i * 13 - 9000;
    for (int i = 0; i < 40; i++) la[i] = (i % 3 == 0 ? -1 : 1) * (int64_t)i * 1000003;
    for (int r = 1; r < 5; r++) {
        double out[16] = {0};
        double s = stencil_row(g, r, out);
        printf("stencil_row %d: %.3f %.3f %.3f %.3f\n", r, s, out[1], out[7], out[14]);
    }
    for (int c = 0; c < 24; c += 5)
        for (int f = 0; f < 30; f += 7)
            printf("column_sum %d %d..%d: %lld\n", c, f, 29 - f / 3,
                   (long long)column_sum(m, c, f, 29 - f / 3));
    printf("column_sum empty: %lld\n", (long long)column_sum(m, 3, 10, 10));
    for (int n = 0; n <= 50; n += 10) printf("fields_down %d: %lld\n", n, (long long)fields_down(pts, n));
    for (int n = 0; n <= 100; n += 17) {
        int64_t last = -1;
        int64_t s = stride3(h, n, &last);
        printf("stride3 %d: %lld last %lld h[0] %d h[99] %d\n", n, (long long)s, (long long)last, h[0], h[99]);
    }
    for (int f = -3; f <= 3; f += 2) {
        copy_scale(dst, src, f);
        long long sum = 0;
        for (int i = 0; i < 100; i++) sum = sum * 7 + dst[i];
        printf("copy_scale %d: %lld %lld %lld\n", f, (long long)dst[0], (long long)dst[99], sum);
    }
    for (int k = 0; k < 5; k++) {
        int32_t key = k == 4 ? 12345 : w[k * 13];
        int32_t *p = find_first(w, 64, key);
        printf("find_first %d: %ld\n", key, p ? (long)(p - w) : -1L);
    }
    printf("find_first empty: %d\n", find_first(w, 0, 0) == 0);
    printf("cmp_on_phi: %lld\n", (long long)cmp_on_phi(src));
    printf("count_down_eq: %lld\n", (long long)count_down_eq(w));
    long long t = two_blocks(la, lb);
    long long bs = 0;
    for (int i = 0; i < 40; i++) bs = bs * 3 + lb[i];
    printf("two_blocks: %lld %lld\n", t, bs);
    return 0;
}
