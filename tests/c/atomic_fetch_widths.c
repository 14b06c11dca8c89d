/* atomic_fetch_add, _sub, _or, _xor, _and and atomic_exchange on _Atomic int8_t, uint8_t,
   int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t, _Bool and char (exchange and compare-exchange on pointers): the old
   values returned single-threaded (wrapping at each width), then each width hammered by four
   threads with operations whose final value is order-independent. Sub-word atomics are
   masked LR/SC loops on RISC-V. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define SEQ(T, name, init, fmt, cast)                                                            \
    do {                                                                                         \
        _Atomic T v = init;                                                                      \
        T o1 = atomic_fetch_add(&v, (T)100);                                                     \
        T o2 = atomic_fetch_sub(&v, (T)250);                                                     \
        T o3 = atomic_fetch_or(&v, (T)0x41);                                                     \
        T o4 = atomic_fetch_xor(&v, (T)0x7f);                                                    \
        T o5 = atomic_fetch_and(&v, (T)0x3c);                                                    \
        T o6 = atomic_exchange(&v, (T)(init - 1));                                               \
        printf("%-8s " fmt " " fmt " " fmt " " fmt " " fmt " " fmt " final " fmt "\n", name,       \
               (cast)o1, (cast)o2, (cast)o3, (cast)o4, (cast)o5, (cast)o6, (cast)atomic_load(&v)); \
    } while (0)

static _Atomic uint8_t c8;
static _Atomic int16_t c16;
static _Atomic uint32_t c32;
static _Atomic int64_t c64;
static _Atomic uint8_t or8;
static _Atomic uint16_t xor16;
static _Atomic uint64_t and64 = ~0ull;
static _Atomic int8_t s8;
static _Atomic bool any_odd;

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    for (int i = 0; i < 500; i++) {
        atomic_fetch_add_explicit(&c8, 3, memory_order_relaxed);
        atomic_fetch_sub_explicit(&c16, 7, memory_order_acq_rel);
        atomic_fetch_add(&c32, (uint32_t)i);
        atomic_fetch_sub(&c64, (int64_t)i * 1000003);
        atomic_fetch_add(&s8, (int8_t)(id % 2 ? 1 : -1));
    }
    atomic_fetch_or(&or8, (uint8_t)(1u << (id * 2)));
    for (int i = 0; i < 16; i++) atomic_fetch_xor(&xor16, (uint16_t)(1u << ((id + i) % 16)));
    atomic_fetch_and(&and64, ~(0xffull << (id * 8)));
    if (id & 1) atomic_store(&any_odd, true);
    return NULL;
}

int main(void) {
    SEQ(int8_t, "int8", 100, "%d", int);
    SEQ(uint8_t, "uint8", 200, "%u", unsigned);
    SEQ(int16_t, "int16", -30000, "%d", int);
    SEQ(uint16_t, "uint16", 65500, "%u", unsigned);
    SEQ(int32_t, "int32", -2147483600, "%d", int);
    SEQ(uint32_t, "uint32", 4294967200u, "%u", unsigned);
    SEQ(int64_t, "int64", -9223372036854775000ll, "%lld", long long);
    SEQ(uint64_t, "uint64", 18446744073709551600ull, "%llu", unsigned long long);

    _Atomic char ch = 'a';
    char oc = atomic_fetch_add(&ch, 2);
    printf("char %c -> %c\n", oc, atomic_load(&ch));
    static int arr[10];
    _Atomic(int *) p = arr;
    int *op = atomic_exchange(&p, arr + 3);
    int *want = arr + 3;
    int swapped = atomic_compare_exchange_strong(&p, &want, arr + 7);
    printf("pointer: old %d swapped %d now %d\n", (int)(op - arr), swapped, (int)(atomic_load(&p) - arr));
    atomic_bool b = false;
    bool ob = atomic_exchange(&b, true);
    printf("bool exchange %d -> %d\n", ob, atomic_load(&b));

    pthread_t t[4];
    for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    printf("c8 %u c16 %d c32 %u c64 %lld s8 %d\n", atomic_load(&c8), atomic_load(&c16), atomic_load(&c32),
           (long long)atomic_load(&c64), atomic_load(&s8));
    printf("or8 %02x xor16 %04x and64 %016llx odd %d\n", atomic_load(&or8), atomic_load(&xor16),
           (unsigned long long)atomic_load(&and64), atomic_load(&any_odd));
    printf("lock free: %d %d %d %d\n", atomic_is_lock_free(&c8), atomic_is_lock_free(&c16), atomic_is_lock_free(&c32),
           atomic_is_lock_free(&c64));
    return 0;
}
