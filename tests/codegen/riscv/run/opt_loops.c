/* Driver of opt_loops.ll (targets/riscv/tests/opt_run.rs). opt_loops.ll is clang-22 -O2 of:
 * void axpy(int *restrict y, const int *restrict x, int a, int n) {
 *   for (int i = 0; i < n; i++) y[i] += a * x[i];
 * }
 * long strided(const long *p, long n, long step) {
 *   long s = 0;
 *   for (long i = 0; i < n; i += step) s += p[i] ^ i;
 *   return s;
 * }
 * int classify(const unsigned char *s, int *counts) {
 *   int total = 0;
 *   for (; *s; s++) {
 *     int *slot;
 *     switch (*s % 11) {
 *     case 0: slot = &counts[0]; break;
 *     case 1: slot = &counts[1]; break;
 *     case 2: slot = &counts[2]; break;
 *     case 3: slot = &counts[3]; total += 3; break;
 *     case 4: slot = &counts[4]; break;
 *     case 5: slot = &counts[1]; total -= 1; break;
 *     case 6: slot = &counts[5]; break;
 *     case 7: slot = &counts[6]; break;
 *     default: slot = &counts[7]; break;
 *     }
 *     *slot += 1;
 *     total += *s;
 *   }
 *   return total;
 * }
 * unsigned fib_mod(unsigned n, unsigned m) {
 *   unsigned a = 0, b = 1;
 *   for (unsigned i = 0; i < n; i++) { unsigned t = (a + b) % m; a = b; b = t; }
 *   return a;
 * }
 */
#include <stdio.h>
void axpy(int *restrict y, const int *restrict x, int a, int n);
long strided(const long *p, long n, long step);
int classify(const unsigned char *s, int *counts);
unsigned fib_mod(unsigned n, unsigned m);
int main(void) {
  /* axpy runs up to 40 - a * 5 = 55 elements (a = -3): the arrays hold them all, or the
   * program reads and writes past them and prints stack garbage. */
  int x[56], y[56];
  long l[64];
  unsigned char text[200];
  for (int i = 0; i < 56; i++) { x[i] = i * 7 - 100; y[i] = 1000 - i * i; }
  for (int i = 0; i < 64; i++) l[i] = (long)i * 0x123456789L - 77;
  for (int i = 0; i < 199; i++) text[i] = (unsigned char)(i * 53 + 1) ? (unsigned char)(i * 53 + 1) : 1;
  text[199] = 0;
  for (int a = -3; a <= 3; a++) {
    axpy(y, x, a, 40 - a * 5);
    for (int i = 0; i < 40; i++) printf("%d%c", y[i], i == 39 ? '\n' : ' ');
  }
  for (long step = 1; step < 9; step++) printf("%ld %ld\n", strided(l, 64, step), strided(l, step * 3, step));
  int counts[8] = {0};
  printf("%d\n", classify(text, counts));
  printf("%d\n", classify(text + 150, counts));
  for (int i = 0; i < 8; i++) printf("%d\n", counts[i]);
  for (unsigned n = 0; n < 60; n += 7) printf("%u %u\n", fib_mod(n, 1000), fib_mod(n * 3, 0xfffffffbu));
  return 0;
}
