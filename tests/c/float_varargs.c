/* Variadic functions taking floating-point values: floats promoted to double, doubles mixed
   with ints, long longs and pointers in every order, more arguments than argument registers
   (the rest on the stack), va_copy to walk the list twice, a printf-like formatter of its own,
   and a variadic function forwarding its va_list to vsnprintf. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

static double sum_doubles(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap);
    return s;
}

/* format: i = int, l = long long, d = double, s = string */
static void mini_printf(const char *fmt, ...) {
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int ints = 0, dbls = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf("[i %d]", va_arg(ap, int)); ints++; break;
        case 'l': printf("[l %lld]", va_arg(ap, long long)); ints++; break;
        case 'd': printf("[d %.3f]", va_arg(ap, double)); dbls++; break;
        case 's': printf("[s %s]", va_arg(ap, const char *)); ints++; break;
        }
    }
    printf(" (%d int-class, %d fp)", ints, dbls);
    double total = 0;
    for (const char *p = fmt; *p; p++) {
        if (*p == 'd') total += va_arg(again, double);
        else if (*p == 'l') total += (double)va_arg(again, long long);
        else if (*p == 'i') total += va_arg(again, int);
        else (void)va_arg(again, const char *);
    }
    printf(" total %.3f\n", total);
    va_end(again);
    va_end(ap);
}

static int fmt_into(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

struct stats { double min, max, mean; };

static struct stats stats_of(int n, ...) {
    va_list ap;
    va_start(ap, n);
    struct stats s = {0, 0, 0};
    for (int i = 0; i < n; i++) {
        double v = va_arg(ap, double);
        if (i == 0 || v < s.min) s.min = v;
        if (i == 0 || v > s.max) s.max = v;
        s.mean += v;
    }
    va_end(ap);
    if (n) s.mean /= n;
    return s;
}

int main(void) {
    float f = 1.25f;
    printf("sum3 %.4f\n", sum_doubles(3, 0.5, f, 2.0));
    printf("sum12 %.4f\n", sum_doubles(12, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 0.125));
    mini_printf("idld", 7, 2.5, -9000000000ll, (double)f);
    mini_printf("ddddddddddi", 1.0, 0.5, 0.25, 0.125, 0.0625, -1.0, -2.0, -4.0, 3.5, 100.0, 42);
    mini_printf("isdisdl", -1, "x", 0.75, 123456, "yz", -0.5, 5ll);
    mini_printf("iiiiiiiiidd", 1, 2, 3, 4, 5, 6, 7, 8, 9, 1.5, 2.5);
    char buf[96];
    int n = fmt_into(buf, sizeof buf, "%d|%.2f|%s|%5.1e|%c", 12, 3.14159, "str", 12345.678, 'Z');
    printf("vsnprintf %d: %s\n", n, buf);
    struct stats s = stats_of(5, 4.5, -1.25, 8.0, 0.0, (double)f);
    printf("stats min %.3f max %.3f mean %.3f\n", s.min, s.max, s.mean);
    return 0;
}
