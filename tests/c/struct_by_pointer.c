/* Structs by pointer: field access through pointers, arrays of structs, pointers to members,
   functions that fill an out-parameter, self-referential structs and offsetof. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

struct account { int32_t id; int64_t balance; char kind; uint16_t flags; };
struct rect { int32_t x0, y0, x1, y1; };

static void deposit(struct account *a, int64_t amount) { a->balance += amount; a->flags |= 1; }
static int transfer(struct account *from, struct account *to, int64_t amount) {
    if (from->balance < amount) return 0;
    from->balance -= amount;
    to->balance += amount;
    from->flags |= 2; to->flags |= 4;
    return 1;
}
static void bounding(const struct rect *rs, int n, struct rect *out) {
    *out = rs[0];
    for (int i = 1; i < n; i++) {
        const struct rect *r = &rs[i];
        if (r->x0 < out->x0) out->x0 = r->x0;
        if (r->y0 < out->y0) out->y0 = r->y0;
        if (r->x1 > out->x1) out->x1 = r->x1;
        if (r->y1 > out->y1) out->y1 = r->y1;
    }
}
static int64_t area(const struct rect *r) { return (int64_t)(r->x1 - r->x0) * (r->y1 - r->y0); }

int main(void) {
    struct account accts[4] = {{1, 100, 'c', 0}, {2, 5000, 's', 0}, {3, 0, 'c', 0}, {4, -20, 'x', 0}};
    deposit(&accts[0], 250);
    deposit(accts + 2, 75);
    printf("t1 %d\n", transfer(&accts[1], &accts[3], 1234));
    printf("t2 %d\n", transfer(&accts[2], &accts[0], 1000));
    printf("t3 %d\n", transfer(&accts[0], &accts[2], 350));
    for (struct account *p = accts; p < accts + 4; p++)
        printf("acct %d %c balance %lld flags %u\n", p->id, p->kind, (long long)p->balance, p->flags);
    printf("offsets %u %u %u %u size %u\n", (unsigned)offsetof(struct account, id),
           (unsigned)offsetof(struct account, balance), (unsigned)offsetof(struct account, kind),
           (unsigned)offsetof(struct account, flags), (unsigned)sizeof(struct account));
    struct rect rs[] = {{0, 0, 10, 5}, {-3, 2, 4, 20}, {5, -7, 12, 1}};
    struct rect bb;
    bounding(rs, 3, &bb);
    printf("bb %d %d %d %d area %lld\n", bb.x0, bb.y0, bb.x1, bb.y1, (long long)area(&bb));
    int64_t *pb = &accts[1].balance;
    *pb /= 3;
    int32_t *px = &rs[1].y1;
    px[-1] = 99;
    printf("via member pointers %lld %d\n", (long long)accts[1].balance, rs[1].x1);
    struct account copy = accts[0];
    copy.balance = 1;
    printf("copy %lld original %lld\n", (long long)copy.balance, (long long)accts[0].balance);
    return 0;
}
