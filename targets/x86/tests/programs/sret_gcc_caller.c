#include <stdio.h>
struct big { long a, b, c, d; };
struct big make(long x);
/* make() as the psABI passes it: the hidden sret pointer in rdi, x in rsi, the pointer
   returned in rax (which holds garbage before the call). */
static void *make_raw(struct big *out, long x) {
  void *r;
  __asm__ volatile("movq $0x5a5a, %%rax\n\tcall make@PLT"
                   : "=a"(r), "+D"(out), "+S"(x)
                   :
                   : "rcx", "rdx", "r8", "r9", "r10", "r11", "memory", "cc");
  return r;
}
int main(void) {
  struct big r = make(10);
  struct big s;
  void *q = make_raw(&s, 20);
  printf("%ld %ld %ld %ld %s %ld\n", r.a, r.b, r.c, r.d, q == (void *)&s ? "rax" : "lost", s.d);
  return 0;
}
