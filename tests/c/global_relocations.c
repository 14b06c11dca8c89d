/* Globals whose initializers hold addresses (relocations in data): pointers to other globals
   with offsets, pointers into arrays and struct members, tables of function pointers and of
   strings, self-referential lists, a weak function, and extern-declared globals. */
#include <stdio.h>
#include <stdint.h>

struct node { int32_t value; const struct node *next; };
extern const struct node n3;
const struct node n4 = {4, NULL};
const struct node n3 = {3, &n4};
const struct node n2 = {2, &n3};
const struct node n1 = {1, &n2};
static struct node ring_a, ring_b;
static struct node ring_a = {10, &ring_b};
static struct node ring_b = {20, &ring_a};

int32_t data[8] = {11, 22, 33, 44, 55, 66, 77, 88};
int32_t *mid = &data[4];
int32_t *const end = data + 8;
struct pair { int32_t x, y; } pairs[3] = {{1, 2}, {3, 4}, {5, 6}};
int32_t *py = &pairs[1].y;
const char *const words[] = {"alpha", "beta", "gamma", "delta"};
const char *const *word_ptr = &words[2];
const char greeting[] = "hello relocations";
const char *tail = greeting + 6;

static int32_t twice(int32_t x) { return 2 * x; }
static int32_t square(int32_t x) { return x * x; }
__attribute__((weak)) int32_t hook(int32_t x) { return x + 1000; }
int32_t (*const ops[])(int32_t) = {twice, square, hook};
struct command { const char *name; int32_t (*fn)(int32_t); int32_t arg; };
const struct command commands[] = {{"twice", twice, 21}, {"square", square, 12}, {"hook", hook, 1}};
uintptr_t addr_diff = 0;

int main(void) {
    for (const struct node *n = &n1; n; n = n->next) printf("%d ", n->value);
    printf("\n");
    const struct node *r = &ring_a;
    int32_t rs = 0;
    for (int i = 0; i < 5; i++) { rs += r->value; r = r->next; }
    printf("ring %d\n", rs);
    printf("mid %d mid[-1] %d end[-1] %d span %d\n", *mid, mid[-1], end[-1], (int)(end - mid));
    *py += 100;
    printf("pairs %d %d py %d\n", pairs[1].x, pairs[1].y, *py);
    printf("word %s next %s\n", *word_ptr, word_ptr[1]);
    printf("tail '%s'\n", tail);
    for (int i = 0; i < 3; i++) printf("op%d(7) = %d\n", i, ops[i](7));
    for (int i = 0; i < 3; i++) printf("%s(%d) = %d\n", commands[i].name, commands[i].arg, commands[i].fn(commands[i].arg));
    addr_diff = (uintptr_t)&data[5] - (uintptr_t)&data[1];
    printf("addr diff %u\n", (unsigned)addr_diff);
    return 0;
}
