/* Mixed integer and floating-point arguments beyond both register files: interleaved ints,
   long longs, floats, doubles and a small struct, with the stack order checked by printing. */
#include <stdio.h>
#include <stdint.h>

struct pt { int32_t x, y; };

static double mixed(int32_t i1, double d1, int64_t l1, float f1, int32_t i2, double d2, int8_t c1, float f2,
                    int32_t i3, double d3, int64_t l2, float f3, int32_t i4, double d4, uint16_t s1, float f4,
                    int32_t i5, double d5, int64_t l3, float f5, struct pt p, double d6, int32_t i6, double d7, double d8,
                    double d9, int32_t i7) {
    printf("ints %d %d %d %d %d %d %d c %d s %u\n", i1, i2, i3, i4, i5, i6, i7, c1, s1);
    printf("longs %lld %lld %lld pt %d %d\n", (long long)l1, (long long)l2, (long long)l3, p.x, p.y);
    printf("floats %g %g %g %g %g\n", f1, f2, f3, f4, f5);
    printf("doubles %g %g %g %g %g %g %g %g %g\n", d1, d2, d3, d4, d5, d6, d7, d8, d9);
    return i1 + d1 + (double)l1 + f1 + i2 + d2 + c1 + f2 + i3 + d3 + (double)l2 + f3 + i4 + d4 + s1 + f4 + i5 + d5 +
           (double)l3 + f5 + p.x + p.y + d6 + i6 + d7 + d8 + d9 + i7;
}

static int64_t ints_after_doubles(double a, double b, double c, double d, double e, double f, double g, double h,
                                  double i, int32_t x, int32_t y, int64_t z) {
    return (int64_t)(a + b + c + d + e + f + g + h + i) + x * 100 + y * 10000 + z;
}

int main(void) {
    double r = mixed(1, 1.5, 1LL << 40, 2.5f, 2, 3.5, -3, 4.5f, 3, 5.5, -(1LL << 35), 6.5f, 4, 7.5, 65535, 8.5f,
                     5, 9.5, 77, 10.5f, (struct pt){-9, 9}, 11.5, 6, 12.5, 13.5, 14.5, 7);
    printf("total %.17g\n", r);
    printf("ints after doubles %lld\n", (long long)ints_after_doubles(1, 2, 3, 4, 5, 6, 7, 8, 9, 3, 5, 1LL << 33));
    return 0;
}
