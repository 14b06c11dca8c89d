/* float and double in the same expressions: the usual arithmetic conversions (float operands
   promoted to double, results narrowed on assignment), float accumulators that saturate where
   double ones do not (2^24 + 1), float constants versus double constants (0.1f != 0.1),
   functions taking and returning floats and doubles alternately, float arrays summed in
   double, and the rounding of double to float (ties to even). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static float half_f(float x) { return x * 0.5f; }
static double widen(float x) { return (double)x * 3.0; }
static float narrow(double x) { return (float)(x / 3.0); }

static uint32_t fbits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

int main(void) {
    float acc = 16777216.0f;
    double dacc = 16777216.0;
    for (int i = 0; i < 10; i++) {
        acc += 1.0f;
        dacc += 1.0f;
    }
    printf("float acc %.1f double acc %.1f\n", (double)acc, dacc);
    printf("0.1f == 0.1: %d, (double)0.1f == 0.1f: %d, 0.5f == 0.5: %d\n", 0.1f == 0.1, (double)0.1f == 0.1f, 0.5f == 0.5);
    printf("0.1f as double: %.12f\n", (double)0.1f);
    volatile float a = 1.0f / 3.0f;
    volatile double b = 1.0 / 3.0;
    printf("third float bits %08x, b - a > 0: %d, (float)b == a: %d\n", fbits(a), b - a > 0, (float)b == a);
    float chain = 1.5f;
    for (int i = 0; i < 6; i++) chain = narrow(widen(half_f(chain) + 1.0f));
    printf("chain %.6f bits %08x\n", (double)chain, fbits(chain));
    float arr[100];
    for (int i = 0; i < 100; i++) arr[i] = (float)i * 0.25f + 1.0f / 1024.0f;
    float fs = 0;
    double ds = 0;
    for (int i = 0; i < 100; i++) {
        fs += arr[i];
        ds += arr[i];
    }
    printf("float sum %.6f double sum %.6f\n", (double)fs, ds);
    /* double -> float rounding: halfway cases go to the even mantissa */
    volatile double t1 = 1.0 + 0x1p-24, t2 = 1.0 + 3 * 0x1p-24, t3 = 1.0 + 0x1p-24 + 0x1p-40;
    printf("round to float: %08x %08x %08x\n", fbits((float)t1), fbits((float)t2), fbits((float)t3));
    volatile double huge = 1e39, tiny = 1e-46;
    printf("overflow %08x underflow %08x\n", fbits((float)huge), fbits((float)tiny));
    int32_t i = 16777217;
    float fi = (float)i;
    double di = i;
    printf("int to float %.1f to double %.1f, float*int %.1f\n", (double)fi, di, (double)(fi * 3));
    printf("mixed expr %.6f\n", 1.0f / 8 + 2.0 * 0.25f - (float)(1u << 20) / 1048576.0);
    return 0;
}
