/* Driver for lsr_disjoint_or.ll (scale_add: y[i] += a * x[i], unrolled by two): runs it over
 * odd and even lengths and prints the arrays. */
#include <stdio.h>

void scale_add(long *y, const long *x, long a, long n);

int main(void) {
  unsigned seed = 5;
  for (long n = 0; n <= 21; n++) {
    long x[32], y[32];
    for (int i = 0; i < 32; i++) {
      seed = seed * 1103515245u + 12345u;
      x[i] = (long)(seed >> 8) % 100000 - 50000;
      y[i] = i * 7 - 3;
    }
    scale_add(y, x, n - 9, n);
    printf("n %ld:", n);
    for (int i = 0; i < 32; i++) printf(" %ld", y[i]);
    printf("\n");
  }
  return 0;
}
