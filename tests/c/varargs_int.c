/* Variadic functions written with va_list: int, long long and pointer arguments, counts past
   the argument registers, va_copy, and a vprintf-style forwarder. */
#include <stdio.h>
#include <stdint.h>
#include <stdarg.h>

static int64_t sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static int64_t sum_ll(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long long);
    va_end(ap);
    return s;
}

/* fmt: 'i' int, 'l' long long, 's' string, 'u' unsigned */
static void show(const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf("[i %d]", va_arg(ap, int)); break;
        case 'l': printf("[l %lld]", va_arg(ap, long long)); break;
        case 's': printf("[s %s]", va_arg(ap, const char *)); break;
        case 'u': printf("[u %u]", va_arg(ap, unsigned)); break;
        }
    }
    printf(" second pass:");
    for (const char *p = fmt; *p; p++) {
        if (*p == 'i') printf(" %d", va_arg(ap2, int));
        else if (*p == 'u') printf(" %u", va_arg(ap2, unsigned));
        else if (*p == 'l') printf(" %lld", va_arg(ap2, long long));
        else printf(" %s", va_arg(ap2, const char *));
    }
    printf("\n");
    va_end(ap2);
    va_end(ap);
}

static void logf_(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("log: ");
    vprintf(fmt, ap);
    va_end(ap);
}

static int max_of(int first, ...) {
    va_list ap;
    va_start(ap, first);
    int m = first;
    for (int v = va_arg(ap, int); v != -1; v = va_arg(ap, int)) if (v > m) m = v;
    va_end(ap);
    return m;
}

int main(void) {
    printf("%lld\n", (long long)sum_ints(3, 1, 2, 3));
    printf("%lld\n", (long long)sum_ints(12, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12));
    printf("%lld\n", (long long)sum_ll(10, 1LL << 40, -5LL, 3LL, 1LL << 33, 7LL, 8LL, 9LL, 10LL, 11LL, -(1LL << 41)));
    show("ilsu", -7, 1234567890123LL, "str", 4000000000u);
    show("sssiiiilll", "a", "b", "c", 1, 2, 3, 4, 5LL, 6LL, -7LL);
    logf_("%d-%s-%lld-%c-%x\n", 42, "x", -99LL, 'z', 255u);
    printf("max %d\n", max_of(3, 9, 27, 4, 100, 2, 8, 55, 13, 0, 77, -1));
    return 0;
}
