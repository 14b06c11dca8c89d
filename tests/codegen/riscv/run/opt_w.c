/* Driver of opt_w.ll (targets/riscv/tests/opt_run.rs). opt_w.ll is clang-22 -O2 of:
 * #include <stdint.h>
 * int cmp_loads(const int *a, const int *b) { return *a < *b ? 1 : 2; }
 * int eq_loads(const int *a, const int *b) { return *a == *b ? 3 : 4; }
 * int ult_loads(const unsigned *a, const unsigned *b) { return *a < *b ? 5 : 6; }
 * long sum_index(const int *a, int n) {
 *   long s = 0;
 *   for (int i = 0; i < n; i++) s += a[i];
 *   return s;
 * }
 * int add_args(int a, int b) { return a + b; }
 * int mul_store(int *p, int a, int b) { int x = a * b + 7; *p = x; return x < 100; }
 * unsigned count_bytes(const unsigned char *s, int n, unsigned char c) {
 *   unsigned k = 0;
 *   for (int i = 0; i < n; i++) k += s[i] == c;
 *   return k;
 * }
 * int shl_var(int a, int n) { return (-1 << n) == a; }
 * unsigned ushr(unsigned a, unsigned n) { return (a >> 3) + (a >> n); }
 * long phi_mix(int *a, int n) {
 *   int x = 1;
 *   for (int i = 0; i < n; i++) x = (a[i] & 1) ? x * 3 + a[i] : x - (a[i] >> 1);
 *   return (long)x;
 * }
 */
#include <stdio.h>
int cmp_loads(const int *a, const int *b);
int eq_loads(const int *a, const int *b);
int ult_loads(const unsigned *a, const unsigned *b);
long sum_index(const int *a, int n);
int add_args(int a, int b);
int mul_store(int *p, int a, int b);
unsigned count_bytes(const unsigned char *s, int n, unsigned char c);
int shl_var(int a, int n);
unsigned ushr(unsigned a, unsigned n);
long phi_mix(int *a, int n);
static const int vals[] = {0, 1, -1, 2, -2, 100, -100, 0x7fffffff, -0x7fffffff - 1, 0x40000000, 12345678, -87654321};
#define N (int)(sizeof vals / sizeof vals[0])
int main(void) {
  int buf[N];
  unsigned char bytes[64];
  for (int i = 0; i < 64; i++) bytes[i] = (unsigned char)(i * 37 + 200);
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) {
      unsigned ui = (unsigned)vals[i], uj = (unsigned)vals[j];
      int p = 0;
      printf("%d %d %d %d %d %d %ld\n", cmp_loads(&vals[i], &vals[j]), eq_loads(&vals[i], &vals[j]),
             ult_loads(&ui, &uj), add_args(vals[i], vals[j]), mul_store(&p, vals[i], vals[j]), p,
             (long)ushr(ui, uj & 31));
    }
    printf("%d %d %u\n", shl_var(vals[i], i), shl_var(-1 << i, i), count_bytes(bytes, 64, (unsigned char)vals[i]));
    buf[i] = vals[i];
  }
  printf("%ld %ld %ld\n", sum_index(vals, N), phi_mix(buf, N), sum_index(vals, 0));
  return 0;
}
