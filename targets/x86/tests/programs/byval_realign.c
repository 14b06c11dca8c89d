// byval arguments (structs the psABI passes in memory: larger than 16 bytes, or with an
// alignment of 16) passed both ways between kiln's code and gcc's (byval_gcc.c), after
// the six integer registers are taken, beside other stack arguments and through varargs;
// and locals aligned to 32, 64 and 4096 bytes (the prologue realigns rsp) in functions
// that also take stack arguments, keep values in callee-saved registers and call.
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct big { long a, b, c; };
struct odd { char c[23]; };
struct al16 { _Alignas(16) long x; int y; };
struct huge { int v[40]; };

long gcc_sum_big(struct big b, int k, struct odd o);
long gcc_call_back(void);
long gcc_stack_mix(long a, long b, long c, long d, long e, long f, struct al16 s, long g, struct big t);
long gcc_alignments(const void *p64, const void *p32, const void *p4096);

long kiln_sum_big(struct big b, int k, struct odd o) {
  long s = b.a * 100 + b.b * 10 + b.c + k;
  for (int i = 0; i < 23; i++) s += o.c[i] * (i + 1);
  b.a = 999; // the callee's copy, not the caller's object
  o.c[0] = 99;
  return s;
}

long kiln_stack_mix(long a, long b, long c, long d, long e, long f, struct al16 s, long g,
                    struct big t) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * s.x + 8 * s.y + 9 * g + 10 * t.a +
         11 * t.b + 12 * t.c;
}

static long huge_sum(struct huge h, struct al16 a, struct odd o) {
  long s = a.x * 3 + a.y;
  for (int i = 0; i < 40; i++) s += (long)h.v[i] * (i + 1);
  return s + o.c[22];
}

static long vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct big b = va_arg(ap, struct big);
    s += b.a - b.b + b.c * i;
  }
  va_end(ap);
  return s;
}

static int aligned(const void *p, uintptr_t a) { return ((uintptr_t)p & (a - 1)) == 0; }

__attribute__((noinline)) static long over_aligned(long a, long b, long c, long d, long e,
                                                   long f, long g, long h) {
  _Alignas(64) char buf[100];
  _Alignas(32) double v[4] = {1.5, 2.5, 3.5, 4.5};
  _Alignas(4096) int page[8];
  long keep = a * b + c; // live across the calls
  memset(buf, (int)g, sizeof buf);
  for (int i = 0; i < 8; i++) page[i] = (int)(i * h);
  struct big t = {e, f, g};
  long r = kiln_stack_mix(a, b, c, d, e, f, (struct al16){h, 3}, g, t);
  r += aligned(buf, 64) + 2 * aligned(v, 32) + 4 * aligned(page, 4096);
  r += 10 * gcc_alignments(buf, v, page);
  r += buf[99] + (long)(v[0] + v[3]) + page[7];
  return r + keep + gcc_stack_mix(h, g, f, e, d, c, (struct al16){b, 4}, a, t);
}

int main(void) {
  struct big b = {1, 2, 3};
  struct odd o;
  for (int i = 0; i < 23; i++) o.c[i] = (char)(i * 3 - 20);
  struct al16 s = {77, 5};
  struct huge h;
  for (int i = 0; i < 40; i++) h.v[i] = i * i - 7;
  printf("%ld %ld\n", kiln_sum_big(b, 4, o), gcc_sum_big(b, 4, o));
  printf("%ld %d\n", b.a, o.c[0]);
  printf("%ld\n", gcc_call_back());
  printf("%ld %ld\n", kiln_stack_mix(1, 2, 3, 4, 5, 6, s, 8, b),
         gcc_stack_mix(1, 2, 3, 4, 5, 6, s, 8, b));
  printf("%ld\n", huge_sum(h, s, o));
  struct big x = {10, 20, 30}, y = {-1, -2, -3};
  printf("%ld\n", vsum(3, b, x, y));
  printf("%ld\n", over_aligned(1, 2, 3, 4, 5, 6, 7, 8));
  return 0;
}
