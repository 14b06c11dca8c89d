/* qsort of doubles and of structs keyed by a float, comparison functions written with <, >
   on floating values; then a median and a trimmed mean of exact values. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

struct sample { float score; int32_t id; };

static int cmp_d(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
static int cmp_s(const void *a, const void *b) {
    const struct sample *p = a, *q = b;
    if (p->score != q->score) return p->score < q->score ? 1 : -1;
    return p->id - q->id;
}

int main(void) {
    double v[30];
    uint32_t s = 17;
    for (int i = 0; i < 30; i++) { s = s * 1664525u + 1013904223u; v[i] = (double)(int32_t)(s >> 20) / 16.0 - 2048.0; }
    qsort(v, 30, sizeof v[0], cmp_d);
    for (int i = 0; i < 30; i++) printf("%g%c", v[i], i % 10 == 9 ? '\n' : ' ');
    printf("median %g\n", (v[14] + v[15]) / 2);
    double sum = 0;
    for (int i = 3; i < 27; i++) sum += v[i];
    printf("trimmed mean %.17g\n", sum / 24);
    struct sample ss[] = {{0.5f, 3}, {2.25f, 1}, {0.5f, 2}, {-1.0f, 7}, {2.25f, 0}, {9.75f, 4}, {0.0f, 5}};
    qsort(ss, 7, sizeof ss[0], cmp_s);
    for (int i = 0; i < 7; i++) printf("(%g,%d) ", ss[i].score, ss[i].id);
    printf("\n");
    return 0;
}
