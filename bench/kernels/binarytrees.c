/* Binary trees from a fixed pool: build, checksum and free trees of growing depth (pointer chasing). */
#include <stdio.h>
typedef struct T { struct T *l, *r; } T;
static T pool[1 << 16];
static int top;
static T *make(int d) {
    T *t = &pool[top++];
    if (d > 0) { t->l = make(d - 1); t->r = make(d - 1); } else t->l = t->r = 0;
    return t;
}
static long check(const T *t) { return t->l ? 1 + check(t->l) + check(t->r) : 1; }
int main(void) {
    long total = 0;
    for (int d = 4; d <= 14; d += 2) {
        for (int k = 0; k < 3; k++) {
            top = 0;
            total += check(make(d)) * (k + 1);
        }
    }
    printf("binarytrees %ld\n", total);
    return 0;
}
