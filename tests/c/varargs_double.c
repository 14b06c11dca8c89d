/* Variadic functions receiving doubles (floats promote to double), mixed with ints and long
   longs, beyond the register save areas, plus vsnprintf forwarding of floating formats. */
#include <stdio.h>
#include <stdint.h>
#include <stdarg.h>

static double sum_doubles(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap);
    return s;
}

/* 'd' double, 'i' int, 'l' long long, 'f' float (promoted) */
static void show(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        if (*p == 'd' || *p == 'f') printf("[%c %g]", *p, va_arg(ap, double));
        else if (*p == 'i') printf("[i %d]", va_arg(ap, int));
        else printf("[l %lld]", va_arg(ap, long long));
    }
    printf("\n");
    va_end(ap);
}

static int format(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

int main(void) {
    printf("%g\n", sum_doubles(3, 1.5, 2.25, -0.75));
    printf("%g\n", sum_doubles(12, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 0.5));
    float f = 2.5f;
    show("dif", 0.125, 42, f);
    show("ddddddddddidl", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, -1, 11.0, 1LL << 50);
    show("ililililil", 1, 1LL, 2, 2LL, 3, 3LL, 4, 4LL, 5, 5LL);
    show("ifififififif", 1, 0.5, 2, 1.5, 3, 2.5, 4, 3.5, 5, 4.5, 6, 5.5);
    char buf[128];
    int n = format(buf, sizeof buf, "%.3f|%8.2f|%-8.1e|%g|%G|%a", 3.14159, -2.5, 12345.678, 1e-5, 1e20, 0.75);
    printf("%d: %s\n", n, buf);
    return 0;
}
