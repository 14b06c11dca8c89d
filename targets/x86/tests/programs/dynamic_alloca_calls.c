#include <stdio.h>
#include <stdint.h>
__attribute__((noinline)) long many(long a, long b, long c, long d, long e, long f, long g, long h, long *p) { return a+b+c+d+e+f+g+h+*p; }
int main(int argc, char **argv) {
  int n = argc + 3; long t = 0;
  for (int r = 0; r < 3; r++) {
    long v[n]; _Alignas(64) char w[n * 8];
    long *q = __builtin_alloca_with_align(n * 8, 512);
    for (int i = 0; i < n; i++) { v[i] = 100 + i; w[i] = i; q[i] = 7; }
    long s = many(1,2,3,4,5,6,7,8, &v[0]);
    for (int i = 0; i < n; i++) t += v[i] + w[i] + q[i];
    t += s + ((uintptr_t)q % 64) + ((uintptr_t)w % 64);
  }
  printf("%ld\n", t);
  return 0;
}
