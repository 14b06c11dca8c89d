/* Sorting records with qsort by several keys (multi-key comparator, string key), and a
   hand-written generic insertion sort taking an element size and a comparator. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct person { char name[12]; int32_t age; uint32_t id; };

static int by_age_then_name(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->age != q->age) return p->age < q->age ? -1 : 1;
    return strcmp(p->name, q->name);
}
static int by_name(const void *a, const void *b) {
    return strcmp(((const struct person *)a)->name, ((const struct person *)b)->name);
}
static int by_id_desc(const void *a, const void *b) {
    uint32_t x = ((const struct person *)a)->id, y = ((const struct person *)b)->id;
    return x < y ? 1 : x > y ? -1 : 0;
}

static int cmp_int(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static void isort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
    char *b = base;
    char tmp[64];
    for (size_t i = 1; i < n; i++) {
        memcpy(tmp, b + i * size, size);
        size_t j = i;
        while (j > 0 && cmp(b + (j - 1) * size, tmp) > 0) { memcpy(b + j * size, b + (j - 1) * size, size); j--; }
        memcpy(b + j * size, tmp, size);
    }
}

static void show(const char *t, const struct person *ps, int n) {
    printf("%s\n", t);
    for (int i = 0; i < n; i++) printf("  %-8s %3d %u\n", ps[i].name, ps[i].age, ps[i].id);
}

int main(void) {
    struct person ps[] = {{"mallory", 41, 7}, {"alice", 30, 3}, {"bob", 25, 11}, {"carol", 30, 1},
                          {"dave", 52, 9}, {"erin", 25, 4}, {"frank", 30, 12}, {"grace", 19, 2},
                          {"heidi", 41, 5}, {"ivan", 60, 8}};
    int n = (int)(sizeof ps / sizeof ps[0]);
    qsort(ps, (size_t)n, sizeof ps[0], by_age_then_name);
    show("by age, name", ps, n);
    qsort(ps, (size_t)n, sizeof ps[0], by_id_desc);
    show("by id desc", ps, n);
    isort(ps, (size_t)n, sizeof ps[0], by_name);
    show("insertion sort by name", ps, n);
    int32_t nums[] = {5, -3, 9, 0, 2, 2, -8, 7};
    isort(nums, 8, sizeof nums[0], cmp_int);
    for (int i = 0; i < 8; i++) printf("%d ", nums[i]);
    printf("\n");
    return 0;
}
