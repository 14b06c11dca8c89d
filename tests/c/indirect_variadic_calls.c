/* Variadic functions called through function pointers and from tables, variadic functions
   that forward a va_list to another, and calls to libc variadics (snprintf) via pointer. */
#include <stdio.h>
#include <stdint.h>
#include <stdarg.h>
#include <string.h>

static int64_t vsum(int n, va_list ap) { int64_t s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int64_t); return s; }
static int64_t sum(int n, ...) { va_list ap; va_start(ap, n); int64_t s = vsum(n, ap); va_end(ap); return s; }
static int64_t sum_sq(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int64_t s = 0;
    for (int i = 0; i < n; i++) { int64_t v = va_arg(ap, int64_t); s += v * v; }
    va_end(ap);
    return s;
}
static int64_t alternating(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int64_t s = 0;
    for (int i = 0; i < n; i++) { int64_t v = va_arg(ap, int64_t); s += (i & 1) ? -v : v; }
    va_end(ap);
    return s;
}

typedef int64_t (*vfn)(int, ...);

int main(void) {
    vfn table[] = {sum, sum_sq, alternating};
    const char *names[] = {"sum", "sum_sq", "alternating"};
    for (int k = 0; k < 3; k++)
        printf("%s: %lld %lld\n", names[k], (long long)table[k](3, (int64_t)1, (int64_t)2, (int64_t)3),
               (long long)table[k](10, (int64_t)10, (int64_t)-20, (int64_t)30, (int64_t)-40, (int64_t)50, (int64_t)-60,
                                   (int64_t)70, (int64_t)-80, (int64_t)90, (int64_t)1 << 30));
    volatile vfn chosen = table[2];
    printf("volatile pointer %lld\n", (long long)chosen(4, (int64_t)5, (int64_t)6, (int64_t)7, (int64_t)8));
    int (*fmt)(char *, size_t, const char *, ...) = snprintf;
    char buf[64];
    int len = fmt(buf, sizeof buf, "%s-%d-%llx", "via-pointer", -17, 0xabcULL);
    printf("%s (%d, %u)\n", buf, len, (unsigned)strlen(buf));
    return 0;
}
