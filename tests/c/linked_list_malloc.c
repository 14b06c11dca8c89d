/* Linked lists with malloc/free: push, append, reverse, insertion into sorted order, removal,
   merge of two sorted lists, and freeing everything (checked by counting allocations). */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

struct node { int32_t value; struct node *next; };
static int live;

static struct node *make(int32_t v, struct node *next) {
    struct node *n = malloc(sizeof *n);
    if (!n) { printf("out of memory\n"); exit(1); }
    n->value = v; n->next = next; live++;
    return n;
}
static void print(const char *t, const struct node *n) { printf("%s:", t); for (; n; n = n->next) printf(" %d", n->value); printf("\n"); }
static struct node *reverse(struct node *n) { struct node *prev = NULL; while (n) { struct node *nx = n->next; n->next = prev; prev = n; n = nx; } return prev; }
static struct node *insert_sorted(struct node *head, int32_t v) {
    struct node **pp = &head;
    while (*pp && (*pp)->value < v) pp = &(*pp)->next;
    *pp = make(v, *pp);
    return head;
}
static struct node *remove_if(struct node *head, int (*pred)(int32_t)) {
    struct node **pp = &head;
    while (*pp) {
        if (pred((*pp)->value)) { struct node *dead = *pp; *pp = dead->next; free(dead); live--; }
        else pp = &(*pp)->next;
    }
    return head;
}
static struct node *merge(struct node *a, struct node *b) {
    struct node dummy, *t = &dummy;
    while (a && b) { if (a->value <= b->value) { t->next = a; a = a->next; } else { t->next = b; b = b->next; } t = t->next; }
    t->next = a ? a : b;
    return dummy.next;
}
static void free_all(struct node *n) { while (n) { struct node *nx = n->next; free(n); live--; n = nx; } }
static int is_multiple_of_3(int32_t v) { return v % 3 == 0; }

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 10; i++) list = make(i * i, list);
    print("pushed", list);
    list = reverse(list);
    print("reversed", list);
    struct node *sorted = NULL;
    int32_t vals[] = {42, -7, 19, 0, 88, 19, -100, 5, 64, 3};
    for (int i = 0; i < 10; i++) sorted = insert_sorted(sorted, vals[i]);
    print("sorted", sorted);
    sorted = remove_if(sorted, is_multiple_of_3);
    print("no multiples of 3", sorted);
    list = remove_if(list, is_multiple_of_3);
    struct node *m = merge(list, sorted);
    print("merged", m);
    int len = 0;
    int64_t sum = 0;
    for (struct node *n = m; n; n = n->next) { len++; sum += n->value; }
    printf("len %d sum %lld live %d\n", len, (long long)sum, live);
    free_all(m);
    printf("live after free %d\n", live);
    return 0;
}
