/* Function pointers: tables of them indexed at run time, passing them as arguments, returning
   them from functions, pointers to functions taking pointers to functions, and comparing them. */
#include <stdio.h>
#include <stdint.h>

typedef int32_t (*binop)(int32_t, int32_t);

static int32_t add(int32_t a, int32_t b) { return a + b; }
static int32_t sub(int32_t a, int32_t b) { return a - b; }
static int32_t mul(int32_t a, int32_t b) { return a * b; }
static int32_t maxi(int32_t a, int32_t b) { return a > b ? a : b; }
static int32_t mini(int32_t a, int32_t b) { return a < b ? a : b; }

static const binop table[] = {add, sub, mul, maxi, mini};
static const char *const names[] = {"add", "sub", "mul", "max", "min"};

static int32_t fold(binop f, const int32_t *v, int n, int32_t init) {
    for (int i = 0; i < n; i++) init = f(init, v[i]);
    return init;
}
static binop pick(char c) {
    switch (c) { case '+': return add; case '-': return sub; case '*': return mul; default: return NULL; }
}
static int32_t apply_twice(binop f, int32_t x) { return f(f(x, x), x); }
static int32_t meta(int32_t (*g)(binop, int32_t), binop f, int32_t x) { return g(f, x) + 1; }

struct handler { const char *name; void (*fn)(int *); };
static void h_inc(int *s) { (*s)++; }
static void h_dbl(int *s) { *s *= 2; }
static void h_neg(int *s) { *s = -*s; }

int main(void) {
    int32_t v[] = {3, -1, 4, 1, -5, 9, 2, 6};
    for (int i = 0; i < 5; i++) printf("fold %s = %d\n", names[i], fold(table[i], v, 8, i == 2 ? 1 : 0));
    const char *ops = "+-*/";
    for (const char *p = ops; *p; p++) {
        binop f = pick(*p);
        if (f) printf("%c: %d\n", *p, f(12, 5)); else printf("%c: none\n", *p);
    }
    printf("twice %d %d\n", apply_twice(mul, 3), meta(apply_twice, add, 7));
    printf("same %d %d\n", pick('+') == add, pick('-') == add);
    struct handler hs[] = {{"inc", h_inc}, {"dbl", h_dbl}, {"neg", h_neg}, {"dbl", h_dbl}, {"inc", h_inc}};
    int state = 5;
    for (int i = 0; i < 5; i++) { hs[i].fn(&state); printf("%s -> %d\n", hs[i].name, state); }
    binop grid[2][2] = {{add, sub}, {mul, maxi}};
    int32_t acc = 1;
    for (int r = 0; r < 10; r++) acc = grid[r & 1][(r >> 1) & 1](acc, r + 2);
    printf("grid acc %d\n", acc);
    return 0;
}
