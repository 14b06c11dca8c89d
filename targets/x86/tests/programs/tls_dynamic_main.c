// The executable side of the dynamic-TLS test: three threads and the main thread call into
// tls_dynamic_lib.c (built by kiln as a shared object, or linked in directly so that the
// linker relaxes its general-dynamic sequences).
#include <pthread.h>
#include <stdio.h>
int bump(int); long sum(void); int *addr(void);
__thread int main_tls = 100;
static void *w(void *a) { long s = 0; for (int i = 0; i < 1000; i++) s += bump(i & 7); main_tls = 7; s += bump(1); return (void *)(s + sum()); }
int main(void) {
  pthread_t t[3]; void *r[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, w, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], &r[i]);
  printf("%ld %ld %ld %d %ld %d\n", (long)r[0], (long)r[1], (long)r[2], bump(3), sum(), addr() == addr());
  return 0;
}
