/* Compare-exchange loops on every integer width (8, 16, 32 and 64 bits, signed and
   unsigned): an atomic maximum and minimum, an atomic multiply (no fetch_mul in C11), a
   saturating increment that stops at a cap, a lock-free bitmap allocator claiming bits with
   CAS, and weak versus strong compare-exchange, each from four threads with totals that do
   not depend on the interleaving. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define PER 250

static _Atomic int8_t max8 = -128;
static _Atomic uint16_t min16 = 65535;
static _Atomic int32_t max32 = INT32_MIN;
static _Atomic uint64_t mul64 = 1;
static _Atomic uint8_t capped = 0;
static _Atomic uint64_t bitmap;
static _Atomic int16_t weak_count;
static int claimed[THREADS];

static void atomic_max8(int8_t v) {
    int8_t cur = atomic_load_explicit(&max8, memory_order_relaxed);
    while (cur < v && !atomic_compare_exchange_weak_explicit(&max8, &cur, v, memory_order_relaxed, memory_order_relaxed)) {
    }
}

static void atomic_min16(uint16_t v) {
    uint16_t cur = atomic_load(&min16);
    while (cur > v && !atomic_compare_exchange_strong(&min16, &cur, v)) {
    }
}

static void atomic_max32(int32_t v) {
    int32_t cur = atomic_load(&max32);
    while (cur < v && !atomic_compare_exchange_weak(&max32, &cur, v)) {
    }
}

static void atomic_mul64(uint64_t k) {
    uint64_t cur = atomic_load(&mul64), next;
    do {
        next = cur * k;
    } while (!atomic_compare_exchange_weak(&mul64, &cur, next));
}

static int saturating_inc(void) {
    uint8_t cur = atomic_load(&capped);
    do {
        if (cur >= 200) return 0;
    } while (!atomic_compare_exchange_weak(&capped, &cur, (uint8_t)(cur + 1)));
    return 1;
}

static int claim_bit(void) {
    uint64_t cur = atomic_load(&bitmap);
    for (;;) {
        if (cur == ~0ull) return -1;
        int bit = __builtin_ctzll(~cur);
        if (atomic_compare_exchange_strong(&bitmap, &cur, cur | (1ull << bit))) return bit;
    }
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    uint32_t s = (uint32_t)id * 2654435761u + 1;
    int incs = 0;
    for (int i = 0; i < PER; i++) {
        s = s * 1103515245u + 12345u;
        atomic_max8((int8_t)((s >> 16) % 200 - 100));
        atomic_min16((uint16_t)(1000 + (s >> 8) % 60000));
        atomic_max32((int32_t)(s >> 1) - 1000000000);
        if (i % 50 == 0) atomic_mul64(3);
        incs += saturating_inc();
        int16_t c = atomic_load(&weak_count);
        while (!atomic_compare_exchange_weak(&weak_count, &c, (int16_t)(c + 1))) {
        }
    }
    for (int k = 0; k < 20; k++)
        if (claim_bit() >= 0) claimed[id]++;
    return (void *)(intptr_t)incs;
}

int main(void) {
    pthread_t t[THREADS];
    for (int i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    int incs = 0;
    for (int i = 0; i < THREADS; i++) {
        void *r;
        pthread_join(t[i], &r);
        incs += (int)(intptr_t)r;
    }
    /* recompute the expected extremes sequentially */
    int8_t e8 = -128;
    uint16_t e16 = 65535;
    int32_t e32 = INT32_MIN;
    for (int id = 0; id < THREADS; id++) {
        uint32_t s = (uint32_t)id * 2654435761u + 1;
        for (int i = 0; i < PER; i++) {
            s = s * 1103515245u + 12345u;
            int8_t v8 = (int8_t)((s >> 16) % 200 - 100);
            uint16_t v16 = (uint16_t)(1000 + (s >> 8) % 60000);
            int32_t v32 = (int32_t)(s >> 1) - 1000000000;
            if (v8 > e8) e8 = v8;
            if (v16 < e16) e16 = v16;
            if (v32 > e32) e32 = v32;
        }
    }
    printf("max8 %d (expected %d) min16 %u (expected %u) max32 %d (expected %d)\n", atomic_load(&max8), e8,
           atomic_load(&min16), e16, atomic_load(&max32), e32);
    printf("mul64 %llu (3^%d)\n", (unsigned long long)atomic_load(&mul64), THREADS * PER / 50);
    printf("saturating: counter %u, successful increments %d\n", atomic_load(&capped), incs);
    printf("weak cas count %d\n", atomic_load(&weak_count));
    int total = 0;
    for (int i = 0; i < THREADS; i++) total += claimed[i];
    printf("bitmap %016llx, bits claimed %d\n", (unsigned long long)atomic_load(&bitmap), total);
    _Atomic int64_t s64 = -5;
    int64_t exp = -5;
    int ok1 = atomic_compare_exchange_strong(&s64, &exp, INT64_MIN);
    exp = 0;
    int ok2 = atomic_compare_exchange_strong(&s64, &exp, 1);
    printf("strong cas i64: %d %d (saw %lld)\n", ok1, ok2, (long long)exp);
    return 0;
}
