/* Integer and floating-point values mixed in one computation: functions returning float with
   int arguments and vice versa, int-to-float promotions in calls, unsigned conversions, and
   float accumulators indexed by integer loops. */
#include <stdio.h>
#include <stdint.h>

static float avg3(int32_t a, int32_t b, int32_t c) { return (float)(a + b + c) / 4.0f; }
static int32_t scale_round(double x, int32_t k) { return (int32_t)(x * k + (x >= 0 ? 0.5 : -0.5)); }
static double weighted(const int16_t *v, const float *w, int n) { double s = 0; for (int i = 0; i < n; i++) s += v[i] * (double)w[i]; return s; }
static uint32_t to_u(float f) { return f <= 0 ? 0 : (uint32_t)f; }

int main(void) {
    printf("avg3 %g %g\n", (double)avg3(1, 2, 5), (double)avg3(-100, 7, 1));
    for (int k = 1; k <= 1000; k *= 10) printf("scale_round(%d) %d %d\n", k, scale_round(1.375, k), scale_round(-2.625, k));
    int16_t v[] = {1, -2, 300, -32768, 32767, 5};
    float w[] = {0.5f, 0.25f, 2.0f, 0.125f, -0.125f, 1.5f};
    printf("weighted %.17g\n", weighted(v, w, 6));
    printf("to_u %u %u %u\n", to_u(-3.5f), to_u(3.99f), to_u(4000000000.0f));
    float acc = 0;
    for (int i = 0; i < 100; i++) acc += (float)(i % 7) * 0.5f;
    printf("acc %g\n", (double)acc);
    uint8_t bytes[] = {0, 1, 127, 128, 255};
    for (int i = 0; i < 5; i++) printf("u8 %u -> %g -> %u\n", bytes[i], (double)(float)bytes[i] / 2, (uint8_t)((float)bytes[i] / 2));
    int64_t big = 1LL << 53;
    double bd = (double)big;
    printf("2^53 %.17g +1 %.17g\n", bd, (double)(big + 1));
    return 0;
}
