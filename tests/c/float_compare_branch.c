/* Floating-point comparisons in branches and as values, including NaN (every ordered compare
   false, != true), infinities, signed zeros, and isnan/isinf/signbit classification (the sign of a default NaN differs between
   targets, so it is not printed). */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

static volatile double zero = 0.0;

static const char *rel(double a, double b) {
    if (a < b) return "lt";
    if (a > b) return "gt";
    if (a == b) return "eq";
    return "unordered";
}

int main(void) {
    double nan = zero / zero, inf = 1.0 / zero, ninf = -1.0 / zero, nzero = -zero;
    double vals[] = {-2.5, -0.0, 0.0, 1.0, 3.75};
    vals[1] = nzero;
    double all[] = {vals[0], vals[1], vals[2], vals[3], vals[4], nan, inf, ninf};
    const char *names[] = {"-2.5", "-0", "0", "1", "3.75", "nan", "inf", "-inf"};
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            double a = all[i], b = all[j];
            printf("%s %s: %s %d%d%d%d%d%d\n", names[i], names[j], rel(a, b), a < b, a <= b, a > b, a >= b, a == b, a != b);
        }
    for (int i = 0; i < 8; i++)
        printf("%s: isnan %d isinf %d signbit %d isfinite %d\n", names[i], isnan(all[i]) != 0, isinf(all[i]) != 0,
               isnan(all[i]) ? -1 : signbit(all[i]) != 0, isfinite(all[i]) != 0);
    float fn = (float)nan, f1 = 1.5f;
    printf("float nan cmp %d %d %d\n", fn < f1, fn == fn, fn != fn);
    int count = 0;
    for (double x = -3.0; x <= 3.0; x += 0.5) if (x * x > 2.0 && x < 2.5) count++;
    printf("count %d\n", count);
    printf("max(nan,1) via ?: %g, fmax %g\n", nan > 1.0 ? nan : 1.0, fmax(nan, 1.0));
    return 0;
}
