/* C11 atomics used single-threaded (atomic loads, stores, fetch-add/sub/and/or/xor, exchange,
   compare-exchange on 32- and 64-bit values; sub-word atomics would need libatomic with gcc) and volatile accesses that must not be folded away. */
#include <stdio.h>
#include <stdint.h>
#include <stdatomic.h>

static _Atomic int32_t a32 = 10;
static _Atomic uint64_t a64 = 1;
static _Atomic uint32_t w1 = 250;
static _Atomic uint32_t w2 = 65000;
static volatile int32_t vol;

int main(void) {
    int32_t old = atomic_fetch_add(&a32, 5);
    printf("fetch_add old %d new %d\n", old, atomic_load(&a32));
    old = atomic_fetch_sub(&a32, 20);
    printf("fetch_sub old %d new %d\n", old, atomic_load(&a32));
    atomic_fetch_or(&a32, 0x100);
    atomic_fetch_and(&a32, 0x1ff);
    atomic_fetch_xor(&a32, 0x0f);
    printf("bitops %d\n", atomic_load_explicit(&a32, memory_order_relaxed));
    int32_t expected = 0;
    int ok = atomic_compare_exchange_strong(&a32, &expected, 77);
    printf("cas fail %d expected now %d\n", ok, expected);
    ok = atomic_compare_exchange_strong(&a32, &expected, 77);
    printf("cas ok %d value %d\n", ok, atomic_load(&a32));
    printf("exchange old %d\n", atomic_exchange(&a32, -1));
    for (int i = 0; i < 40; i++) atomic_fetch_add_explicit(&a64, atomic_load(&a64), memory_order_relaxed);
    printf("a64 %llu\n", (unsigned long long)atomic_load(&a64));
    for (int i = 0; i < 10; i++) atomic_fetch_add(&w1, 1);
    for (int i = 0; i < 1000; i++) atomic_fetch_add(&w2, 3);
    printf("w1 %u w2 %u\n", atomic_load(&w1), atomic_load(&w2));
    uint32_t e2 = 0;
    while (!atomic_compare_exchange_weak(&w2, &e2, e2 * 2)) {}
    printf("w2 doubled %u\n", atomic_load(&w2));
    atomic_store(&w1, 3);
    atomic_thread_fence(memory_order_seq_cst);
    printf("w1 %u\n", atomic_load(&w1));
    int32_t s = 0;
    for (int i = 0; i < 100; i++) { vol = i; s += vol; vol = vol * 2; }
    printf("volatile %d %d\n", s, vol);
    return 0;
}
