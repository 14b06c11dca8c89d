/* String formatting with snprintf: field widths and precisions from arguments (%*d, %.*s),
   flags (-, +, space, 0, #), every integer conversion at every length modifier (hh, h, l,
   ll, z, j, t), %c and %%, %e/%f/%g/%a on exact values, truncation with the return value
   reporting the full length, building a table with aligned columns, and a small JSON
   serializer that escapes strings. */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void json_string(char *out, size_t n, const char *s) {
    size_t o = 0;
    out[o++] = '"';
    for (; *s && o + 7 < n; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"': o += (size_t)snprintf(out + o, n - o, "\\\""); break;
        case '\\': o += (size_t)snprintf(out + o, n - o, "\\\\"); break;
        case '\n': o += (size_t)snprintf(out + o, n - o, "\\n"); break;
        case '\t': o += (size_t)snprintf(out + o, n - o, "\\t"); break;
        default:
            if (c < 0x20) o += (size_t)snprintf(out + o, n - o, "\\u%04x", c);
            else out[o++] = (char)c;
        }
    }
    out[o++] = '"';
    out[o] = 0;
}

int main(void) {
    char buf[128];
    int w = 8, p = 3;
    snprintf(buf, sizeof buf, "[%*d] [%-*d] [%.*s] [%0*d]", w, 42, w, -42, p, "abcdef", w, 7);
    printf("%s\n", buf);
    snprintf(buf, sizeof buf, "[%+d] [% d] [%+d] [%#x] [%#o] [%#X] [%08.3f] [%-8s|]", 5, 5, -5, 255, 8, 0xbeef, -3.5, "ab");
    printf("%s\n", buf);
    signed char sc = -100;
    short sh = -30000;
    long l = -2000000000L;
    long long ll = -9000000000000000000LL;
    size_t z = 123456789;
    intmax_t j = INTMAX_MIN;
    ptrdiff_t t = -77;
    snprintf(buf, sizeof buf, "%hhd %hhu %hd %hu %ld %lld %zu %jd %td", sc, (unsigned char)sc, sh, (unsigned short)sh, l, ll,
             z, j, t);
    printf("%s\n", buf);
    snprintf(buf, sizeof buf, "%" PRId8 " %" PRIu16 " %" PRIx32 " %" PRIX64 " %" PRIo64, (int8_t)-8, (uint16_t)65535,
             (uint32_t)0xdeadbeef, (uint64_t)0x0123456789abcdefull, (uint64_t)511);
    printf("%s\n", buf);
    snprintf(buf, sizeof buf, "%c%c%c %% %5.1f%%", 'k', 'i', 'l', 99.5);
    printf("%s\n", buf);
    snprintf(buf, sizeof buf, "%e | %.2e | %g | %g | %g | %G", 1234.5, 0.000125, 100000.0, 1000000.0, 0.0001, 1e-10);
    printf("%s\n", buf);
    snprintf(buf, sizeof buf, "%a | %A | %.3a", 1.0, -0.5, 3.0);
    printf("%s\n", buf);
    char small[10];
    const char *volatile long_text = "truncated-string";
    int full = snprintf(small, sizeof small, "%s-%d", long_text, 12345);
    printf("truncated to \"%s\" (full length %d)\n", small, full);
    printf("zero-size returns %d\n", snprintf(NULL, 0, "%d %s", 1000000, "xyz"));

    static const struct { const char *name; int qty; double price; } items[] = {
        {"widget", 3, 2.5}, {"gadget with a long name", 12, 10.125}, {"nut", 1000, 0.0625}};
    printf("%-12s|%6s|%10s\n", "item", "qty", "total");
    for (int i = 0; i < 3; i++) printf("%-12.12s|%6d|%10.2f\n", items[i].name, items[i].qty, items[i].qty * items[i].price);

    char js[128];
    json_string(js, sizeof js, "say \"hi\"\n\tpath\\to\x01!");
    printf("json: %s\n", js);
    size_t pos = 0;
    char obj[256];
    pos += (size_t)snprintf(obj + pos, sizeof obj - pos, "{");
    for (int i = 0; i < 3; i++) {
        json_string(js, sizeof js, items[i].name);
        pos += (size_t)snprintf(obj + pos, sizeof obj - pos, "%s%s:%d", i ? "," : "", js, items[i].qty);
    }
    snprintf(obj + pos, sizeof obj - pos, "}");
    printf("%s\n", obj);
    return 0;
}
