/* Printing doubles without printf's float formatting: splitting into integer and fractional
   parts, extracting decimal digits by repeated multiplication of exact binary fractions, and
   scientific notation by scaling with powers of two and ten. */
#include <stdio.h>
#include <stdint.h>

static void print_fixed(double x, int digits) {
    if (x < 0) { putchar('-'); x = -x; }
    uint64_t ip = (uint64_t)x;
    double frac = x - (double)ip;
    printf("%llu.", (unsigned long long)ip);
    for (int i = 0; i < digits; i++) { frac *= 10; int d = (int)frac; putchar('0' + d); frac -= d; }
    putchar('\n');
}
static void print_sci(double x) {
    int e = 0;
    int neg = x < 0;
    if (neg) x = -x;
    if (x != 0) { while (x >= 10) { x /= 10; e++; } while (x < 1) { x *= 10; e--; } }
    printf("%s%d.%03de%+d\n", neg ? "-" : "", (int)x, (int)((x - (int)x) * 1000), e);
}

int main(void) {
    double vs[] = {0.5, 0.125, 3.75, -2.0625, 1024.00048828125, 0.0009765625, 12345.5};
    for (int i = 0; i < 7; i++) print_fixed(vs[i], 10);
    double ss[] = {1.0, 1024.0, 0.5, -65536.0, 1.5e10, 0.0};
    for (int i = 0; i < 6; i++) print_sci(ss[i]);
    return 0;
}
