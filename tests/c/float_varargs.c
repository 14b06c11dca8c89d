/* Variadic functions taking floating-point values: floats promoted to double, doubles mixed
   with ints, long longs and pointers in every order, more arguments than argument registers
   (the rest on the stack), polynomial coefficients passed variadically, va_copy to walk the
   list twice, a va_list handed to a helper by pointer, a struct of doubles computed from
   variadic arguments, and a variadic function forwarding its va_list to vsnprintf. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

/* coefficients c0..c(n-1), highest power last, evaluated at x by Horner's rule */
static double poly_eval(double x, int n, ...) {
    double c[16];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n && i < 16; i++) c[i] = va_arg(ap, double);
    va_end(ap);
    double r = 0;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

/* one value of class c ('i' int, 'l' long long, 'd' double, 's' string) taken through a
   pointer to the caller's va_list; returns its numeric value */
static double take_one(char c, va_list *ap, int print) {
    double v = 0;
    if (c == 'i') {
        int x = va_arg(*ap, int);
        if (print) printf("<int %d>", x);
        v = x;
    } else if (c == 'l') {
        long long x = va_arg(*ap, long long);
        if (print) printf("<ll %lld>", x);
        v = (double)x;
    } else if (c == 'd') {
        double x = va_arg(*ap, double);
        if (print) printf("<dbl %.3f>", x);
        v = x;
    } else {
        const char *x = va_arg(*ap, const char *);
        if (print) printf("<str %s>", x);
    }
    return v;
}

static void typed_list(const char *fmt, ...) {
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int fp = 0;
    for (const char *p = fmt; *p; p++) {
        take_one(*p, &ap, 1);
        fp += *p == 'd';
    }
    double total = 0;
    for (const char *p = fmt; *p; p++) total += take_one(*p, &again, 0);
    printf(" fp=%d total %.3f\n", fp, total);
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
    printf("poly3(2) %.4f\n", poly_eval(2.0, 3, 0.5, f, 2.0));
    printf("poly12(0.5) %.6f\n", poly_eval(0.5, 12, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 0.125));
    typed_list("idld", 7, 2.5, -9000000000ll, (double)f);
    typed_list("ddddddddddi", 1.0, 0.5, 0.25, 0.125, 0.0625, -1.0, -2.0, -4.0, 3.5, 100.0, 42);
    typed_list("isdisdl", -1, "x", 0.75, 123456, "yz", -0.5, 5ll);
    typed_list("iiiiiiiiidd", 1, 2, 3, 4, 5, 6, 7, 8, 9, 1.5, 2.5);
    char buf[96];
    int n = fmt_into(buf, sizeof buf, "%d|%.2f|%s|%5.1e|%c", 12, 3.14159, "str", 12345.678, 'Z');
    printf("vsnprintf %d: %s\n", n, buf);
    struct stats s = stats_of(5, 4.5, -1.25, 8.0, 0.0, (double)f);
    printf("stats min %.3f max %.3f mean %.3f\n", s.min, s.max, s.mean);
    return 0;
}
