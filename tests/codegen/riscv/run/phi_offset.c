/* Driver for phi_offset.ll (bubble: bubble sort with an early exit, whose inner loop carries
 * j and j + 1; offsets: two 8-bit counters a constant apart with wrapping updates): sorts
 * several arrays and prints them with the swap counts, and the counters' results. */
#include <stdio.h>

long bubble(int *a, int n);
unsigned char offsets(const unsigned char *p, int n);

int main(void) {
  unsigned seed = 7;
  for (int n = 1; n <= 40; n += 3) {
    int a[64];
    for (int i = 0; i < n; i++) {
      seed = seed * 1103515245u + 12345u;
      a[i] = (int)(seed >> 16) % 201 - 100;
    }
    long s = bubble(a, n);
    printf("n %d swaps %ld:", n, s);
    for (int i = 0; i < n; i++) printf(" %d", a[i]);
    printf("\n");
  }
  unsigned char bytes[300];
  for (int i = 0; i < 300; i++) bytes[i] = (unsigned char)(i * 37 + 11);
  for (int n = 0; n <= 300; n += 25) printf("offsets %d: %u\n", n, offsets(bytes, n));
  return 0;
}
