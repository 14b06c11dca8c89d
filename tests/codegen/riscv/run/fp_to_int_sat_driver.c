/* Driver of fp_to_int_sat.ll (see there). */
#include <stdio.h>
#include <math.h>
signed char s8d(double); unsigned char u8f(float); int s32f(float); unsigned u32d(double); long s64d(double); unsigned long u64f(float);
int main(void) { double v[] = {0, -0.0, 1.9, -1.9, 127.5, 128, -128.7, -129, 255.9, 256, -1, -0.5, 3e9, 5e9, -3e9, 1e19, 2e19, -1e19, 1e30, -1e30, NAN, INFINITY, -INFINITY, 2147483647.0, 2147483648.0, -2147483649.0};
  for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf("%d %u %d %u %ld %lu\n", s8d(v[i]), u8f((float)v[i]), s32f((float)v[i]), u32d(v[i]), s64d(v[i]), u64f((float)v[i]));
  return 0; }
