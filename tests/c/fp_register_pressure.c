/* Many floating-point values live at once and across calls, so the allocator must use and
   save the callee-saved FP registers (fs0-fs11 on RISC-V) and spill the rest: a 4x4 double
   matrix held in 16 locals through a chain of non-inlined calls, float and double
   accumulators mixed in one loop, a function with 20 double arguments (8 in registers, the
   rest on the stack), and a recursive function keeping doubles live over the recursion. All
   values are small integers or halves, so every result is exact. */
#include <stdio.h>

__attribute__((noinline)) static double poke(double x) { return x * 0.5 + 1.0; }

__attribute__((noinline)) static double many(double a0, double a1, double a2, double a3, double a4, double a5,
                                             double a6, double a7, double a8, double a9, double a10, double a11,
                                             double a12, double a13, double a14, double a15, float f16, float f17,
                                             double a18, double a19) {
    return a0 - a1 + a2 - a3 + a4 - a5 + a6 - a7 + a8 - a9 + a10 - a11 + a12 - a13 + a14 - a15 + (double)f16 -
           (double)f17 + a18 * a19;
}

__attribute__((noinline)) static double live_across(int n) {
    double m00 = 1, m01 = 2, m02 = 3, m03 = 4, m10 = 5, m11 = 6, m12 = 7, m13 = 8;
    double m20 = 9, m21 = 10, m22 = 11, m23 = 12, m30 = 13, m31 = 14, m32 = 15, m33 = 16;
    for (int i = 0; i < n; i++) {
        double p = poke(m00 + m33);
        m00 += p; m11 -= p; m22 += p * 2; m33 -= 1;
        double q = poke(m01 - m10);
        m01 = m10 + q; m10 = m01 - q; m02 += q; m20 -= q;
        double r = poke(m12 + m21 + m03 + m30);
        m12 -= r; m21 += r; m03 += 0.5; m30 -= 0.5;
        m13 += poke(m31); m31 -= poke(m13); m23 += poke(m32) - 1; m32 += 1;
    }
    return m00 + 2 * m01 + 3 * m02 + 4 * m03 + 5 * m10 + 6 * m11 + 7 * m12 + 8 * m13 + 9 * m20 + 10 * m21 +
           11 * m22 + 12 * m23 + 13 * m30 + 14 * m31 + 15 * m32 + 16 * m33;
}

__attribute__((noinline)) static double rec(int depth, double a, double b, double c) {
    if (depth == 0) return a + b + c;
    double x = a + 1, y = b * 2, z = c - 0.5;
    double sub = rec(depth - 1, y, z, x);
    return sub + x - y + z;
}

int main(void) {
    printf("live_across: %.4f %.4f %.4f\n", live_across(1), live_across(5), live_across(12));
    printf("many: %.3f\n", many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 0.25f, 0.5f, 3, 4));
    printf("rec: %.3f %.3f\n", rec(5, 1, 2, 3), rec(10, 0.5, -1, 4));
    float fa = 0;
    double da = 0;
    float f1 = 1, f2 = 2, f3 = 3, f4 = 4, f5 = 5, f6 = 6;
    for (int i = 0; i < 64; i++) {
        fa += f1 * 0.5f + f2 - f3 * 0.25f;
        da += (double)f4 * 2 - (double)f5 + poke((double)f6);
        f1 += 1; f2 -= 0.5f; f3 += 2; f4 -= 1; f5 += 0.25f; f6 = (float)poke(f6);
    }
    printf("mixed accumulators: %.4f %.4f %.6f\n", (double)fa, da, (double)f6);
    return 0;
}
