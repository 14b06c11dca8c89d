/* Every C comparison and its negation on float and double over the special values -inf,
   -1, -0, +0, 1, +inf and NaN (ordered versus unordered predicates: !(a < b) is not a >= b
   once NaN is involved), the isgreater family, comparisons used as values and in branches,
   signed zeros through negation, fabs, subtraction and multiplication, and min/max written
   with the conditional operator. Printed as bit matrices. */
#include <math.h>
#include <stdio.h>

static volatile double vzero = 0.0;

__attribute__((noinline)) static int branch_lt(double a, double b) {
    if (a < b) return 1;
    return 0;
}

__attribute__((noinline)) static int branch_not_ge(double a, double b) {
    if (!(a >= b)) return 1;
    return 0;
}

__attribute__((noinline)) static int branch_ne_f(float a, float b) {
    if (a != b) return 1;
    return 0;
}

int main(void) {
    double nan = vzero / vzero, inf = 1.0 / vzero;
    double vals[7] = {-inf, -1.0, -0.0, 0.0, 1.0, inf, nan};
    const char *names[7] = {"-inf", "-1", "-0", "+0", "1", "inf", "nan"};
    printf("double: a<b a<=b a>b a>=b a==b a!=b !(a<b) !(a<=b) !(a>b) !(a>=b) | isgt isge islt isle islg isun | br br br\n");
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++) {
            double a = vals[i], b = vals[j];
            printf("%4s %4s: %d%d%d%d%d%d %d%d%d%d | %d%d%d%d%d%d | %d%d%d\n", names[i], names[j], a < b, a <= b, a > b,
                   a >= b, a == b, a != b, !(a < b), !(a <= b), !(a > b), !(a >= b), isgreater(a, b) != 0,
                   isgreaterequal(a, b) != 0, isless(a, b) != 0, islessequal(a, b) != 0, islessgreater(a, b) != 0,
                   isunordered(a, b) != 0, branch_lt(a, b), branch_not_ge(a, b), branch_ne_f((float)a, (float)b));
        }
    int fmatch = 1;
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++) {
            float a = (float)vals[i], b = (float)vals[j];
            double x = vals[i], y = vals[j];
            fmatch &= (a < b) == (x < y) && (a <= b) == (x <= y) && (a > b) == (x > y) && (a >= b) == (x >= y) &&
                      (a == b) == (x == y) && (a != b) == (x != y);
        }
    printf("float matrix equals double matrix: %d\n", fmatch);

    volatile double z = 0.0, one = 1.0;
    double nz = -z;
    printf("signbits: -z %d, 0-z %d, z*-1 %d, fabs(-0) %d, -z+0 %d, -z-0 %d, -(-z) %d\n", signbit(nz) != 0,
           signbit(0.0 - z) != 0, signbit(z * -1.0) != 0, signbit(fabs(nz)) != 0, signbit(nz + 0.0) != 0,
           signbit(nz - 0.0) != 0, signbit(-nz) != 0);
    volatile float fz = 0.0f;
    float fnz = -fz;
    printf("float signbits: -z %d, 0-z %d, copysign %d\n", signbit(fnz) != 0, signbit(0.0f - fz) != 0,
           signbit(copysignf(1.0f, fnz)) != 0);
    double mn = (nz < z) ? nz : z, mx = (one > nan) ? one : nan;
    printf("ternary min(-0,0) sign %d, max(1,nan) isnan %d\n", signbit(mn) != 0, isnan(mx) != 0);
    int cnt = 0;
    for (int i = 0; i < 7; i++) cnt += vals[i] == vals[i];
    printf("self-equal values: %d\n", cnt);
    return 0;
}
