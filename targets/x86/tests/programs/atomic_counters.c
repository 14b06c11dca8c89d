#include <stdio.h>
#include <stdatomic.h>
#include <pthread.h>
atomic_long c64; atomic_int c32; atomic_long x;
void *work(void *p) { for (int i = 0; i < 100000; i++) { atomic_fetch_add(&c64, 2); atomic_fetch_sub(&c32, 1);
  long e = atomic_load(&x); while (!atomic_compare_exchange_weak(&x, &e, e + 1)) {} } return p; }
int main(void) {
  pthread_t t[4]; for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, work, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  long old = atomic_exchange(&c64, 5); atomic_thread_fence(memory_order_seq_cst); atomic_store(&c32, atomic_load(&c32) * 2);
  printf("%ld %d %ld %ld\n", old, atomic_load(&c32), atomic_load(&x), atomic_load(&c64));
  return 0;
}
