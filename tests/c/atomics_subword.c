/* Sub-word C11 atomics: _Atomic char, signed char, unsigned char, short and unsigned short
   (kept in one struct so neighbours share an aligned word and must not be disturbed), with
   fetch add/sub/and/or/xor, exchange, compare_exchange strong and weak in several memory
   orders, loads and stores; then four threads hammering adjacent bytes and halfwords of the
   same word (the masked loops must leave the neighbours intact). Deterministic output. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

struct packed {
    _Atomic signed char sc;
    _Atomic unsigned char uc;
    _Atomic short s;
    _Atomic unsigned short us;
    _Atomic char c;
    _Atomic unsigned char tail;
};

static struct packed g = {-3, 250, -300, 65000, 'a', 7};

static void show(const char *what) {
    printf("%-8s sc=%d uc=%u s=%d us=%u c=%c tail=%u\n", what, atomic_load(&g.sc), atomic_load(&g.uc),
           atomic_load(&g.s), atomic_load(&g.us), atomic_load(&g.c), atomic_load(&g.tail));
}

static struct packed hot;

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    for (int i = 0; i < 3000; i++) {
        switch (id) {
        case 0: atomic_fetch_add_explicit(&hot.sc, 1, memory_order_relaxed); break;
        case 1: atomic_fetch_sub(&hot.uc, 1); break;
        case 2: atomic_fetch_add_explicit(&hot.s, 3, memory_order_acq_rel); break;
        default: {
            unsigned short e = atomic_load_explicit(&hot.us, memory_order_relaxed);
            while (!atomic_compare_exchange_weak_explicit(&hot.us, &e, (unsigned short)(e + 7),
                                                          memory_order_release, memory_order_relaxed)) {
            }
        }
        }
        if (i % 100 == 0) atomic_fetch_xor_explicit(&hot.tail, (unsigned char)(1u << id), memory_order_seq_cst);
    }
    return NULL;
}

int main(void) {
    show("init");
    signed char o1 = atomic_fetch_add(&g.sc, 100);
    unsigned char o2 = atomic_fetch_add_explicit(&g.uc, 10, memory_order_relaxed);
    short o3 = atomic_fetch_sub_explicit(&g.s, 1000, memory_order_acquire);
    unsigned short o4 = atomic_fetch_sub_explicit(&g.us, 65535, memory_order_release);
    char o5 = atomic_fetch_add(&g.c, 1);
    printf("old %d %u %d %u %c\n", o1, o2, o3, o4, o5);
    show("add/sub");
    o1 = atomic_fetch_and(&g.sc, 0x5a);
    o2 = atomic_fetch_or_explicit(&g.uc, 0x81, memory_order_acq_rel);
    o3 = atomic_fetch_xor_explicit(&g.s, -1, memory_order_seq_cst);
    o4 = atomic_fetch_and_explicit(&g.us, 0xff0f, memory_order_relaxed);
    printf("old %d %u %d %u\n", o1, o2, o3, o4);
    show("bitops");
    o1 = atomic_exchange(&g.sc, -128);
    o4 = atomic_exchange_explicit(&g.us, 1, memory_order_acquire);
    o5 = atomic_exchange_explicit(&g.c, 'z', memory_order_release);
    printf("old %d %u %c\n", o1, o4, o5);
    show("xchg");
    signed char esc = 0;
    _Bool ok1 = atomic_compare_exchange_strong(&g.sc, &esc, 1);
    _Bool ok2 = atomic_compare_exchange_strong(&g.sc, &esc, 1);
    short es = atomic_load(&g.s);
    _Bool ok3 = atomic_compare_exchange_strong_explicit(&g.s, &es, (short)-32768, memory_order_acq_rel,
                                                        memory_order_acquire);
    unsigned char euc = 0;
    _Bool ok4 = atomic_compare_exchange_weak_explicit(&g.uc, &euc, 3, memory_order_seq_cst,
                                                      memory_order_seq_cst);
    printf("cas %d %d %d %d esc=%d es=%d euc=%u\n", ok1, ok2, ok3, ok4, esc, es, euc);
    show("cas");
    atomic_store_explicit(&g.sc, 99, memory_order_release);
    atomic_store_explicit(&g.us, 4321, memory_order_seq_cst);
    atomic_store(&g.c, 'q');
    show("store");
    pthread_t th[4];
    for (int i = 0; i < 4; i++) pthread_create(&th[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
    printf("hot sc=%d uc=%u s=%d us=%u c=%d tail=%u\n", atomic_load(&hot.sc), atomic_load(&hot.uc),
           atomic_load(&hot.s), atomic_load(&hot.us), atomic_load(&hot.c), atomic_load(&hot.tail));
    return 0;
}
