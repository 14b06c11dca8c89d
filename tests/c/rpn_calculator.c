/* A reverse-Polish calculator over 64-bit integers with a token scanner, a value stack,
   unary and binary operators, stack words (dup, swap, drop) and error handling. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int eval(const char *src, int64_t *out) {
    int64_t st[32];
    int sp = 0;
    const char *p = src;
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        const char *s = p;
        while (*p && *p != ' ') p++;
        int len = (int)(p - s);
        if ((s[0] >= '0' && s[0] <= '9') || (s[0] == '-' && len > 1)) {
            int neg = s[0] == '-';
            int64_t v = 0;
            for (const char *q = s + neg; q < p; q++) { if (*q < '0' || *q > '9') return -1; v = v * 10 + (*q - '0'); }
            if (sp == 32) return -2;
            st[sp++] = neg ? -v : v;
        } else if (len == 3 && !strncmp(s, "dup", 3)) { if (sp < 1) return -3; st[sp] = st[sp - 1]; sp++; }
        else if (len == 4 && !strncmp(s, "swap", 4)) { if (sp < 2) return -3; int64_t t = st[sp - 1]; st[sp - 1] = st[sp - 2]; st[sp - 2] = t; }
        else if (len == 4 && !strncmp(s, "drop", 4)) { if (sp < 1) return -3; sp--; }
        else if (len == 3 && !strncmp(s, "neg", 3)) { if (sp < 1) return -3; st[sp - 1] = -st[sp - 1]; }
        else if (len == 1) {
            if (sp < 2) return -3;
            int64_t b = st[--sp], a = st[--sp];
            switch (s[0]) {
            case '+': a += b; break;
            case '-': a -= b; break;
            case '*': a *= b; break;
            case '/': if (!b) return -4; a /= b; break;
            case '%': if (!b) return -4; a %= b; break;
            case '^': { int64_t r = 1; for (int64_t i = 0; i < b; i++) r *= a; a = r; break; }
            default: return -5;
            }
            st[sp++] = a;
        } else return -5;
    }
    if (sp != 1) return -6;
    *out = st[0];
    return 0;
}

int main(void) {
    const char *progs[] = {"3 4 +", "5 1 2 + 4 * + 3 -", "2 62 ^", "10 dup * dup *", "1 2 swap -", "7 -3 /", "7 -3 %",
                           "100 neg 3 *", "1 2 3 drop +", "1 +", "4 0 /", "2 3 x", "1 2", "-", "12abc"};
    for (int i = 0; i < 15; i++) {
        int64_t v;
        int r = eval(progs[i], &v);
        if (r) printf("%-22s error %d\n", progs[i], r);
        else printf("%-22s = %lld\n", progs[i], (long long)v);
    }
    return 0;
}
