/* Stack frames larger than the 12-bit immediate offset range with floating-point values
   spilled and reloaded at large offsets: a 6000-byte local buffer plus many live doubles and
   floats across calls, FP arguments of a callee placed on the stack beyond the buffer, a
   frame over 64 KiB, and an alloca of a runtime size after them; results are exact. */
#include <alloca.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static double touch(double *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i += 97) s += p[i];
    return s;
}

__attribute__((noinline)) static double ten(double a, double b, double c, double d, double e, double f, double g,
                                            double h, double i, float j, double k) {
    return a + b - c + d - e + f - g + h - i + (double)j - k;
}

__attribute__((noinline)) static double big_frame(int k) {
    double buf[750];
    float fbuf[200];
    for (int i = 0; i < 750; i++) buf[i] = (i % 17) * 0.5 + k;
    for (int i = 0; i < 200; i++) fbuf[i] = (float)(i % 5) * 0.25f;
    double a = buf[1], b = buf[100], c = buf[749], d = buf[333], e = buf[500];
    float f = fbuf[3], g = fbuf[199];
    double t = touch(buf, 750);
    double r = ten(a, b, c, d, e, t, (double)f, (double)g, buf[2], fbuf[7], buf[748]);
    t += touch(buf + 1, 749);
    return r + a * 2 + b - c + d * e - (double)f * (double)g + t;
}

__attribute__((noinline)) static uint64_t huge_frame(int seed) {
    uint8_t big[70000];
    double spill[4] = {seed * 1.5, seed * 2.5, seed * 3.5, seed * 4.5};
    memset(big, seed, sizeof big);
    big[69999] = 7;
    big[65536] = 9;
    uint64_t s = 0;
    for (int i = 0; i < 70000; i += 1000) s += big[i];
    double x = spill[0] + touch(spill, 4);
    return s + big[69999] + big[65536] + (uint64_t)x;
}

__attribute__((noinline)) static double dynamic(int n) {
    double local[300];
    for (int i = 0; i < 300; i++) local[i] = i;
    double *d = alloca(sizeof(double) * (size_t)n);
    for (int i = 0; i < n; i++) d[i] = local[i % 300] * 0.5;
    return touch(d, n) + touch(local, 300);
}

int main(void) {
    for (int k = 0; k < 3; k++) printf("big_frame(%d) = %.4f\n", k, big_frame(k));
    printf("huge_frame = %llu %llu\n", (unsigned long long)huge_frame(3), (unsigned long long)huge_frame(200));
    printf("dynamic = %.2f %.2f\n", dynamic(10), dynamic(1000));
    return 0;
}
