/* Driver for address_sinking.ll (accumulate: a loop that reads and writes three fields of a
 * struct and an array it may alias): runs it over several arrays and lengths and prints the
 * struct and the arrays. */
#include <stdio.h>

struct acc {
  long n;
  int sum, x, last;
};
void accumulate(struct acc *s, int *p, int n);

int main(void) {
  unsigned seed = 11;
  for (int n = 0; n <= 60; n += 4) {
    int a[64];
    for (int i = 0; i < 64; i++) {
      seed = seed * 1103515245u + 12345u;
      a[i] = (int)(seed >> 16) % 1001 - 500;
    }
    struct acc s = {n, n * 3, n * 5, -1};
    accumulate(&s, a, n);
    printf("n %d: %ld %d %d %d |", n, s.n, s.sum, s.x, s.last);
    for (int i = 0; i <= n && i < 64; i++) printf(" %d", a[i]);
    printf("\n");
  }
  return 0;
}
