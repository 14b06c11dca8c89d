/* goto: a state machine written with labels (lexing numbers, words and operators), forward
   and backward jumps, cleanup-style exits from nested loops. */
#include <stdio.h>
#include <stdint.h>

static void lex(const char *s) {
    const char *p = s, *start;
    int64_t num;
next:
    if (!*p) goto end;
    if (*p == ' ') { p++; goto next; }
    if (*p >= '0' && *p <= '9') { num = 0; goto number; }
    if ((*p >= 'a' && *p <= 'z') || *p == '_') { start = p; goto word; }
    printf("op(%c) ", *p++);
    goto next;
number:
    num = num * 10 + (*p++ - '0');
    if (*p >= '0' && *p <= '9') goto number;
    printf("num(%lld) ", (long long)num);
    goto next;
word:
    p++;
    if ((*p >= 'a' && *p <= 'z') || *p == '_' || (*p >= '0' && *p <= '9')) goto word;
    printf("id(%.*s) ", (int)(p - start), start);
    goto next;
end:
    printf("EOF\n");
}

static int find_pair(const int32_t *v, int n, int32_t target, int *oi, int *oj) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (v[i] + v[j] == target) { *oi = i; *oj = j; goto found; }
    return 0;
found:
    return 1;
}

static int process(int x) {
    int status = 0;
    if (x < 0) { status = -1; goto out; }
    x *= 3;
    if (x > 100) { status = 2; goto out; }
    status = 1;
out:
    return status * 1000 + x;
}

int main(void) {
    lex("x1 = 42 + foo_bar*(7-y) / 1000");
    lex("");
    lex("a+b");
    int32_t v[] = {8, 3, 12, -4, 7, 19, 2};
    int i = -1, j = -1;
    for (int32_t t = 0; t < 30; t += 7) {
        if (find_pair(v, 7, t, &i, &j)) printf("target %d: v[%d]+v[%d]\n", t, i, j);
        else printf("target %d: none\n", t);
    }
    for (int x = -10; x <= 50; x += 15) printf("process(%d)=%d\n", x, process(x));
    int k = 0;
back:
    k += 3;
    if (k < 20) goto back;
    printf("k %d\n", k);
    return 0;
}
