/* C11 atomics of 1, 2, 4 and 8 bytes (loads, stores, exchange, compare-exchange and every
   fetch-op) and fences; on Cpu0 each access is a call of the runtime's __atomic_*_N. */
#include <stdatomic.h>
#include <stdio.h>

#define EXERCISE(T, name, init)                                                           \
  static void name(void) {                                                                \
    static _Atomic T a = init;                                                            \
    T before = atomic_fetch_add(&a, (T)3);                                                \
    T after_sub = atomic_fetch_sub(&a, (T)1) - (T)1;                                      \
    atomic_fetch_or(&a, (T)0x40);                                                         \
    atomic_fetch_and(&a, (T)0x7e);                                                        \
    atomic_fetch_xor(&a, (T)0x11);                                                        \
    T old = atomic_exchange(&a, (T)(init + 1));                                           \
    T expected = (T)9;                                                                    \
    int failed = atomic_compare_exchange_strong(&a, &expected, (T)5);                     \
    int ok = atomic_compare_exchange_strong(&a, &expected, (T)(expected * 2));            \
    atomic_thread_fence(memory_order_seq_cst);                                            \
    atomic_store_explicit(&a, atomic_load(&a) + (T)1, memory_order_release);              \
    printf("%s: %llu %llu %llu %d %d %llu %llu\n", #name, (unsigned long long)before,     \
           (unsigned long long)after_sub, (unsigned long long)old, failed, ok,            \
           (unsigned long long)expected, (unsigned long long)atomic_load(&a));            \
  }

EXERCISE(unsigned char, bytes, 200)
EXERCISE(unsigned short, halves, 60000)
EXERCISE(unsigned int, words, 4000000000u)
EXERCISE(unsigned long long, doubles, 0x123456789abcull)

int main(void) {
  bytes();
  halves();
  words();
  doubles();
  return 0;
}
