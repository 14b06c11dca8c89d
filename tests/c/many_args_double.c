/* Calls with more double and float arguments than FP argument registers (fa0-fa7, v0-v7,
   xmm0-7): stack-passed doubles and floats, forwarded in different positions. */
#include <stdio.h>
#include <stdint.h>

static double sum12d(double a, double b, double c, double d, double e, double f, double g, double h,
                     double i, double j, double k, double l) {
    return a + 2 * b + 4 * c + 8 * d + 16 * e + 32 * f + 64 * g + 128 * h + 256 * i + 512 * j + 1024 * k + 2048 * l;
}
static float sum10f(float a, float b, float c, float d, float e, float f, float g, float h, float i, float j) {
    return a - b + c - d + e - f + g - h + i - j * 2;
}
static double mixed_fd(float a, double b, float c, double d, float e, double f, float g, double h, float i, double j, float k) {
    printf("mixed_fd %g %g %g %g %g %g %g %g %g %g %g\n", a, b, c, d, e, f, g, h, i, j, k);
    return a + b + c + d + e + f + g + h + i + j + k;
}
static double forward(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j) {
    return sum12d(j, i, h, g, f, e, d, c, b, a, a + j, b - i);
}

int main(void) {
    printf("sum12d %.17g\n", sum12d(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("sum12d %.17g\n", sum12d(0.5, -0.25, 0.125, 1e3, -1e3, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, -8.5));
    printf("sum10f %.9g\n", sum10f(1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f, 8.5f, 9.5f, 10.5f));
    printf("mixed %.17g\n", mixed_fd(1.0f, 2.0, 3.5f, 4.25, 5.0f, 6.125, 7.0f, 8.0, 9.75f, 10.0, 11.5f));
    printf("forward %.17g\n", forward(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    double (*fp)(double, double, double, double, double, double, double, double, double, double, double, double) = sum12d;
    double t = 0;
    for (int r = 0; r < 5; r++) t += fp(r, r, r, r, r, r, r, r, r, r, r, 0.5 * r);
    printf("indirect %.17g\n", t);
    return 0;
}
