/* A recursive-descent expression parser and evaluator (mutual recursion): integers, + - * / %,
   unary minus, parentheses, comparison and logical operators, with error reporting. */
#include <stdio.h>
#include <stdint.h>

static const char *p;
static int err;

static int64_t expr(void);
static void skip(void) { while (*p == ' ') p++; }
static int64_t primary(void) {
    skip();
    if (*p == '(') { p++; int64_t v = expr(); skip(); if (*p == ')') p++; else err = 1; return v; }
    if (*p == '-') { p++; return -primary(); }
    if (*p == '!') { p++; return !primary(); }
    if (*p >= '0' && *p <= '9') { int64_t v = 0; while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0'); return v; }
    err = 2;
    return 0;
}
static int64_t term(void) {
    int64_t v = primary();
    for (;;) {
        skip();
        char op = *p;
        if (op != '*' && op != '/' && op != '%') return v;
        p++;
        int64_t r = primary();
        if ((op == '/' || op == '%') && r == 0) { err = 3; return 0; }
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}
static int64_t sum(void) {
    int64_t v = term();
    for (;;) { skip(); if (*p == '+') { p++; v += term(); } else if (*p == '-') { p++; v -= term(); } else return v; }
}
static int64_t cmp(void) {
    int64_t v = sum();
    for (;;) {
        skip();
        if (p[0] == '<' && p[1] == '=') { p += 2; v = v <= sum(); }
        else if (p[0] == '>' && p[1] == '=') { p += 2; v = v >= sum(); }
        else if (p[0] == '=' && p[1] == '=') { p += 2; v = v == sum(); }
        else if (*p == '<') { p++; v = v < sum(); }
        else if (*p == '>') { p++; v = v > sum(); }
        else return v;
    }
}
static int64_t expr(void) {
    int64_t v = cmp();
    for (;;) {
        skip();
        if (p[0] == '&' && p[1] == '&') { p += 2; int64_t r = cmp(); v = v && r; }
        else if (p[0] == '|' && p[1] == '|') { p += 2; int64_t r = cmp(); v = v || r; }
        else return v;
    }
}

int main(void) {
    const char *tests[] = {"1 + 2 * 3", "(1 + 2) * 3", "100 / 7 % 5", "-(4 - 10) * -3", "2 * (3 + (4 * (5 + 6)))",
                           "1 < 2 && 3 >= 3", "7 == 8 || !0", "1000000007 * 1000000009 % 998244353", "-17 / 5",
                           "-17 % 5", "(1 + 2", "5 / (3 - 3)", "4 + * 2", "((((((((((42))))))))))"};
    for (int i = 0; i < 14; i++) {
        p = tests[i]; err = 0;
        int64_t v = expr();
        skip();
        if (!err && *p) err = 4;
        if (err) printf("%-40s error %d\n", tests[i], err);
        else printf("%-40s = %lld\n", tests[i], (long long)v);
    }
    return 0;
}
