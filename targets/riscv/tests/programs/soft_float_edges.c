/* Soft-float edges on RV32 (ilp32, ilp32f): arithmetic, every comparison with and without a
   NaN, conversions of every width, doubles split between a7 and the stack, variadic doubles,
   copysign/fabs/fneg, llvm.fmuladd's rounding (unfused where the FPU lacks the type), fp
   constants. Run by targets/riscv/tests/rv32_corpus.rs against llc-22's build. */
#include <stdio.h>

__attribute__((noinline)) double addd(double a, double b) { return a + b; }
__attribute__((noinline)) float mulf(float a, float b) { return a * b; }
__attribute__((noinline)) double mix(int i, double d, float f, long long l) {
  return d / f + (double)i - (double)l;
}
__attribute__((noinline)) int cmp(double a, double b) {
  return (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b) + 32 * (a >= b) +
         64 * !(a < b) + 128 * !(a >= b) + 256 * __builtin_isunordered(a, b) +
         512 * __builtin_islessgreater(a, b);
}
__attribute__((noinline)) int cmpf(float a, float b) {
  return (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b) + 32 * (a >= b) +
         64 * !(a < b) + 128 * !(a >= b) + 256 * __builtin_isunordered(a, b) +
         512 * __builtin_islessgreater(a, b);
}
__attribute__((noinline)) double late(int a, int b, int c, int d, int e, int f, int g, double x,
                                      double y) {
  return a + b + c + d + e + f + g + x * y;
}
__attribute__((noinline)) double fmad(double a, double b, double c) { return a * b + c; }
__attribute__((noinline)) float fmaf_(float a, float b, float c) { return a * b + c; }
__attribute__((noinline)) double sumv(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, double);
  __builtin_va_end(ap);
  return s;
}

int main(void) {
  volatile double z = 0.0;
  double nan = z / z;
  printf("%d %d\n", (int)(addd(1.5, 2.25) * 100), (int)(mulf(1.5f, -2.25f) * 100));
  printf("%d\n", (int)(mix(3, 10.0, 4.0f, 7LL) * 1000));
  printf("%d %d %d\n", cmp(1, 2), cmp(2, 2), cmp(nan, 1));
  printf("%d %d %d\n", cmpf(1, 2), cmpf(2, 2), cmpf((float)nan, 1));
  printf("%u %lld %llu %d %d\n", (unsigned)(3e9), (long long)(-1e15),
         (unsigned long long)1.8e19, (int)-7.9, (short)(z - 300.5));
  printf("%a %a %a\n", (double)(1LL << 62) + (double)(z + 1), (double)-123456789012345LL,
         (float)0xfffffffffffULL);
  printf("%d %a\n", (int)late(1, 2, 3, 4, 5, 6, 7, 1.5, 3.0), sumv(3, 0.5, 1.25, 2.0));
  double d = -0.0;
  float f = (float)d;
  printf("%d %d\n", __builtin_signbit(d), __builtin_signbit(f));
  printf("%a %a %a\n", __builtin_fabs(-3.5), __builtin_copysign(2.0, -1.0),
         (double)__builtin_copysignf(2.0f, (float)d));
  printf("%a %a\n", (double)(float)(1.0 / 3.0), (double)(1.0f / 3.0f));
  double a = 1.0 + 0x1p-30, b = 1.0 - 0x1p-30;
  float x = 1.0f + 0x1p-13f, y = 1.0f - 0x1p-13f;
  printf("%a %a\n", fmad(a, b, -1.0), (double)fmaf_(x, y, -1.0f));
  return 0;
}
