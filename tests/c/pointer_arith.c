/* Pointer arithmetic: stepping through arrays of several element sizes, pointer differences,
   comparisons, pointers to pointers, walking backwards, and char-pointer byte access. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

static void swap_ptrs(int32_t **a, int32_t **b) { int32_t *t = *a; *a = *b; *b = t; }
static int64_t sum_range(const int64_t *begin, const int64_t *end) { int64_t s = 0; while (begin != end) s += *begin++; return s; }

int main(void) {
    int32_t a[10];
    int64_t l[10];
    int16_t h[10];
    for (int i = 0; i < 10; i++) { a[i] = i * i; l[i] = (int64_t)i << 33; h[i] = (int16_t)(-i * 1000); }
    int32_t *p = a, *q = a + 9;
    printf("diff %d elements, p<q %d\n", (int)(q - p), p < q);
    int32_t s = 0;
    while (p < q) { s += *p++ - *q--; }
    printf("converge sum %d at index %d\n", s, (int)(p - a));
    printf("range %lld\n", (long long)sum_range(l + 2, l + 8));
    int16_t *hp = h + 10;
    int32_t hs = 0;
    while (hp != h) hs += *--hp;
    printf("backwards %d\n", hs);
    int32_t x = 1, y = 2;
    int32_t *px = &x, *py = &y;
    swap_ptrs(&px, &py);
    printf("swapped %d %d\n", *px, *py);
    int32_t **pp = &px;
    **pp = 50;
    printf("through pp %d %d\n", x, y);
    unsigned char *bytes = (unsigned char *)&a[3];
    unsigned byte_sum = 0;
    for (size_t i = 0; i < sizeof a[3]; i++) byte_sum += bytes[i];
    printf("bytes of 9: %u\n", byte_sum);
    ptrdiff_t d = (char *)&l[7] - (char *)&l[2];
    printf("byte distance %d\n", (int)d);
    int32_t *mid = &a[5];
    printf("mid[-2] %d mid[2] %d 2[mid] %d\n", mid[-2], mid[2], 2[mid]);
    const char *str = "pointer";
    const char *e = str;
    while (*e) e++;
    printf("strlen via ptrs %d last %c\n", (int)(e - str), e[-1]);
    int32_t *arr[3] = {&a[1], &a[4], &a[9]};
    int32_t tot = 0;
    for (int32_t **it = arr; it < arr + 3; it++) tot += **it;
    printf("array of pointers %d\n", tot);
    return 0;
}
