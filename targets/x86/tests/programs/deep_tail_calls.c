// Tail calls (built from clang -O2 IR only, whose calls carry `tail`): mutual recursion ten
// million calls deep, which overflows the stack unless each call is a jump; a tail call
// through a function pointer (jmpq *%r11), to a libc function through the PLT, and with six
// register arguments shuffled.
#include <stdio.h>
#include <string.h>

typedef long (*step_fn)(long n, long acc);
__attribute__((noinline)) static long odd(long n, long acc);
__attribute__((noinline)) static long done(long n, long acc) { return acc + n; }
// The next step is chosen by a select, so the call is the block's last instruction
// before `ret` (clang would otherwise merge the returns into a phi).
__attribute__((noinline)) static long even(long n, long acc) {
  step_fn next = n == 0 ? done : odd;
  return next(n - 1, acc + 2);
}
__attribute__((noinline)) static long odd(long n, long acc) {
  step_fn next = n == 0 ? done : even;
  return next(n - 1, acc * 3 % 1000003);
}
__attribute__((noinline)) long through(step_fn f, long n, long acc) { return f(n, acc); }

__attribute__((noinline)) size_t measure(const char *s) { return strlen(s); }

__attribute__((noinline)) long six(long a, long b, long c, long d, long e, long f) {
  return a * 1 + b * 10 + c * 100 + d * 1000 + e * 10000 + f * 100000;
}
__attribute__((noinline)) long rotate(long a, long b, long c, long d, long e, long f) {
  return six(f, a, b, c, d, e);
}

int main(void) {
  printf("%ld\n", even(10000000, 1));
  printf("%ld\n", through(odd, 10000001, 5));
  printf("%zu\n", measure("tail calls"));
  printf("%ld\n", rotate(1, 2, 3, 4, 5, 6));
  return 0;
}
