// Unwinding through frames of every shape: large arrays, alloca, many callee-saved values.
#include <alloca.h>
#include <cstdio>
#include <cstring>

__attribute__((noinline)) void thrower(int v) { throw v; }

__attribute__((noinline)) int big_frame(int n) {
  volatile char buf[70000];
  std::memset((char *)buf, n, sizeof buf);
  thrower(buf[12345] + 1);
  return buf[0];
}

__attribute__((noinline)) int alloca_frame(int n) {
  char *p = (char *)alloca(n);
  std::memset(p, 3, n);
  try { big_frame(p[n - 1]); }
  catch (int v) { return v + p[0]; }
  return -1;
}

__attribute__((noinline)) long many_values(long a, long b) {
  long c = a * 3, d = b * 5, e = a ^ b, f = a + b, g = a - b, h = a * b;
  try { thrower((int)(a + b)); }
  catch (int v) { return v + c + d + e + f + g + h; }
  return 0;
}

int main() {
  std::printf("alloca_frame %d\n", alloca_frame(100));
  std::printf("many_values %ld\n", many_values(11, 31));
  try { big_frame(9); } catch (int v) { std::printf("big_frame threw %d\n", v); }
  return 0;
}
