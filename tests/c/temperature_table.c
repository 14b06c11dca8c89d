/* A classic conversion table (Celsius to Fahrenheit and back) printed with %.1f and %6.2f,
   float and double versions, plus rounding to nearest integer with lround-free code. */
#include <stdio.h>
#include <stdint.h>

static double c_to_f(double c) { return c * 9.0 / 5.0 + 32.0; }
static float f_to_c(float f) { return (f - 32.0f) * 5.0f / 9.0f; }
static int32_t round_half_away(double x) { return (int32_t)(x < 0 ? x - 0.5 : x + 0.5); }

int main(void) {
    for (int c = -40; c <= 100; c += 20) printf("%4d C = %6.1f F\n", c, c_to_f(c));
    for (int f = 0; f <= 300; f += 50) printf("%4d F = %7.2f C\n", f, (double)f_to_c((float)f));
    double vals[] = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.49, 2.5, 1e6 + 0.5};
    for (int i = 0; i < 8; i++) printf("round(%g) = %d\n", vals[i], round_half_away(vals[i]));
    double k = 0;
    for (int i = 0; i < 10; i++) k += c_to_f(i * 10) / 8;
    printf("avg-ish %.4f\n", k);
    return 0;
}
