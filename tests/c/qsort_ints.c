/* qsort from libc with comparison function pointers: ascending, descending, by absolute value
   with a tie-break, and unsigned 64-bit keys; bsearch on the result. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

static int cmp_asc(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}
static int cmp_desc(const void *a, const void *b) { return cmp_asc(b, a); }
static int cmp_abs(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    int64_t ax = x < 0 ? -(int64_t)x : x, ay = y < 0 ? -(int64_t)y : y;
    if (ax != ay) return ax < ay ? -1 : 1;
    return cmp_asc(a, b);
}
static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void print(const char *what, const int32_t *v, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", v[i]);
    printf("\n");
}

int main(void) {
    int32_t v[40];
    uint32_t s = 12345;
    for (int i = 0; i < 40; i++) { s = s * 1103515245u + 12345u; v[i] = (int32_t)((s >> 8) % 2001) - 1000; }
    int (*cmps[3])(const void *, const void *) = {cmp_asc, cmp_desc, cmp_abs};
    const char *names[3] = {"asc", "desc", "abs"};
    for (int k = 0; k < 3; k++) {
        qsort(v, 40, sizeof v[0], cmps[k]);
        print(names[k], v, 40);
    }
    qsort(v, 40, sizeof v[0], cmp_asc);
    for (int32_t key = -1000; key <= 1000; key += 250) {
        int32_t *hit = bsearch(&key, v, 40, sizeof v[0], cmp_asc);
        printf("bsearch %d: %s\n", key, hit ? "found" : "absent");
    }
    int32_t *hit = bsearch(&v[17], v, 40, sizeof v[0], cmp_asc);
    printf("bsearch v[17]=%d found %d\n", v[17], hit != NULL && *hit == v[17]);
    uint64_t u[10];
    for (int i = 0; i < 10; i++) u[i] = 0xfedcba9876543210ULL * (uint64_t)(i + 3);
    qsort(u, 10, sizeof u[0], cmp_u64);
    for (int i = 0; i < 10; i++) printf("%016llx\n", (unsigned long long)u[i]);
    return 0;
}
