/* FP library functions and intrinsics (fmod/frem, floor..nearbyint, lround/llround, fmin/fmax,
   copysign across precisions, fma, sqrt/fabs, powi, fmuladd, narrow conversions) on ordinary,
   signed-zero and huge values. Compiled by kiln and by llc-22; both builds must print the
   same. */
#include <stdio.h>
#include <math.h>
__attribute__((noinline)) double t(double a, double b, float c, int i) {
  double r = fmod(a, b) + fmodf(c, 1.5f) + floor(a) * ceil(b) + trunc(a - b) + round(b) + rint(a) + nearbyint(c);
  r += lround(a) + llround(b) + fmin(a, b) + fmax(a, (double)c) + fminf(c, 2) + fmaxf(c, -2) + copysign(a, c) + copysignf(c, b);
  r += fma(a, b, c) + fmaf(c, c, -c) + sqrt(fabs(a)) + sqrtf(fabsf(c)) + __builtin_powi(a, i) + __builtin_powif(c, -i);
  r += a * b - c + (a * b + c);
  r += (double)(long)(a * 1000) + (unsigned short)(c * 9) + (signed char)(a);
  return r;
}
int main(void) {
  double v[] = {2.75, -3.5, 0.0, -0.0, 1e300, -7.25, 0.5, 1.5, 2.5};
  for (int i = 0; i < 8; i++) printf("%a\n", t(v[i], v[i+1], (float)v[(i+3)%9], i));
  return 0; }
