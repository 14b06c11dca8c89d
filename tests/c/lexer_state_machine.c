/* A switch-driven lexer for a small C-like language: a state machine over character classes
   (identifiers, keywords by a second switch on length and first letter, decimal, hex and
   octal numbers, character and string literals with escapes, one- to three-character
   operators, line and block comments), producing tokens that a second switch counts by
   kind; the token stream is printed compactly. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum tok { T_IDENT, T_KEYWORD, T_NUMBER, T_CHAR, T_STRING, T_OP, T_PUNCT, T_EOF, T_ERROR, T_COUNT };

struct token { enum tok kind; int start, len; int64_t value; };

static int is_keyword(const char *s, int n) {
    switch (n) {
    case 2: return (s[0] == 'i' && s[1] == 'f') || (s[0] == 'd' && s[1] == 'o');
    case 3: return !memcmp(s, "int", 3) || !memcmp(s, "for", 3);
    case 4:
        switch (s[0]) {
        case 'e': return !memcmp(s, "else", 4);
        case 'c': return !memcmp(s, "char", 4) || !memcmp(s, "case", 4);
        case 'v': return !memcmp(s, "void", 4);
        default: return 0;
        }
    case 5: return !memcmp(s, "while", 5) || !memcmp(s, "break", 5);
    case 6: return !memcmp(s, "return", 6) || !memcmp(s, "switch", 6);
    default: return 0;
    }
}

static int op_len(const char *p) {
    switch (p[0]) {
    case '<':
    case '>':
        if (p[1] == p[0]) return p[2] == '=' ? 3 : 2;
        return p[1] == '=' ? 2 : 1;
    case '+': case '-': case '&': case '|':
        if (p[1] == p[0] || p[1] == '=') return 2;
        if (p[0] == '-' && p[1] == '>') return 2;
        return 1;
    case '=': case '!': case '*': case '/': case '%': case '^':
        return p[1] == '=' ? 2 : 1;
    case '~': case '?': case ':':
        return 1;
    default:
        return 0;
    }
}

static int escape_value(char c) {
    switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case '0': return 0;
    case '\\': return '\\';
    case '\'': return '\'';
    case '"': return '"';
    default: return -1;
    }
}

static struct token next(const char *src, int *pos) {
    int i = *pos;
    for (;;) {
        while (src[i] == ' ' || src[i] == '\n' || src[i] == '\t') i++;
        if (src[i] == '/' && src[i + 1] == '/') {
            while (src[i] && src[i] != '\n') i++;
        } else if (src[i] == '/' && src[i + 1] == '*') {
            i += 2;
            while (src[i] && !(src[i] == '*' && src[i + 1] == '/')) i++;
            if (src[i]) i += 2;
        } else {
            break;
        }
    }
    struct token t = {T_EOF, i, 0, 0};
    char c = src[i];
    switch (c) {
    case 0:
        break;
    case 'a' ... 'z': case 'A' ... 'Z': case '_': {
        int j = i;
        while ((src[j] >= 'a' && src[j] <= 'z') || (src[j] >= 'A' && src[j] <= 'Z') || (src[j] >= '0' && src[j] <= '9') || src[j] == '_') j++;
        t.kind = is_keyword(src + i, j - i) ? T_KEYWORD : T_IDENT;
        t.len = j - i;
        break;
    }
    case '0' ... '9': {
        int j = i, base = 10;
        if (c == '0' && (src[i + 1] == 'x' || src[i + 1] == 'X')) {
            base = 16;
            j += 2;
        } else if (c == '0') {
            base = 8;
        }
        int64_t v = 0;
        for (;; j++) {
            int d;
            char ch = src[j];
            if (ch >= '0' && ch <= '9') d = ch - '0';
            else if (ch >= 'a' && ch <= 'f') d = ch - 'a' + 10;
            else if (ch >= 'A' && ch <= 'F') d = ch - 'A' + 10;
            else break;
            if (d >= base) break;
            v = v * base + d;
        }
        t.kind = T_NUMBER;
        t.len = j - i;
        t.value = v;
        break;
    }
    case '\'': {
        int j = i + 1, v = src[j];
        if (v == '\\') v = escape_value(src[++j]);
        t.kind = (v >= 0 && src[j + 1] == '\'') ? T_CHAR : T_ERROR;
        t.value = v;
        t.len = j + 2 - i;
        break;
    }
    case '"': {
        int j = i + 1, n = 0, bad = 0;
        while (src[j] && src[j] != '"') {
            if (src[j] == '\\') {
                if (escape_value(src[j + 1]) < 0) bad = 1;
                j++;
            }
            j++;
            n++;
        }
        t.kind = (src[j] == '"' && !bad) ? T_STRING : T_ERROR;
        t.value = n;
        t.len = (src[j] ? j + 1 : j) - i;
        break;
    }
    case '(': case ')': case '{': case '}': case '[': case ']': case ';': case ',':
        t.kind = T_PUNCT;
        t.len = 1;
        break;
    default:
        t.len = op_len(src + i);
        t.kind = t.len ? T_OP : T_ERROR;
        if (!t.len) t.len = 1;
        break;
    }
    *pos = i + t.len;
    return t;
}

int main(void) {
    static const char program[] =
        "int main(void) {\n"
        "  int x = 0x1F + 017 - 42; // comment\n"
        "  char c = '\\n', d = 'q';\n"
        "  /* block\n comment */ while (x <<= 2 >= 100 && !done) { x->y++; x >>= 1; }\n"
        "  if (a != b || c == d) return \"str\\\"ing\\t\" ; else switch (q) { case 3: break; }\n"
        "  x %= 7; y ^= ~z ? u : v; for (;;) do_it(x, y, 1234567890123);\n"
        "  $ bad '\\z' @ `\n"
        "}\n";
    static const char *names[] = {"id", "kw", "num", "chr", "str", "op", "p", "eof", "err"};
    int counts[T_COUNT] = {0};
    int pos = 0, col = 0;
    int64_t numsum = 0;
    for (;;) {
        struct token t = next(program, &pos);
        counts[t.kind]++;
        if (t.kind == T_NUMBER || t.kind == T_CHAR) numsum += t.value;
        int w = printf("%s:%.*s ", names[t.kind], t.len, program + t.start);
        col += w;
        if (col > 90) {
            printf("\n");
            col = 0;
        }
        if (t.kind == T_EOF) break;
    }
    printf("\n");
    for (int k = 0; k < T_COUNT - 1; k++) printf("%s=%d ", names[k], counts[k]);
    printf("\nnumber and char sum %lld\n", (long long)numsum);
    return 0;
}
