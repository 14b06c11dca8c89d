/* C11 atomics with every memory order: relaxed counters, release/acquire publication of a
   payload (message passing between a producer and consumers), acq_rel read-modify-writes,
   seq_cst store/load pairs (Dekker-style flags; how often both saw zero is printed), consume
   treated as acquire, explicit atomic_thread_fence and atomic_signal_fence, and
   atomic_load/atomic_store on a pointer. Results are deterministic sums. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#define CONSUMERS 3
#define ROUNDS 200

struct payload { int64_t a, b, c; };

static struct payload slots[ROUNDS];
static _Atomic(struct payload *) published;
static atomic_int ready_round = -1;
static atomic_long relaxed_hits;
static atomic_long acq_rel_total;
static atomic_int seen_bad;

static void *producer(void *arg) {
    (void)arg;
    for (int r = 0; r < ROUNDS; r++) {
        slots[r].a = r;
        slots[r].b = (int64_t)r * r;
        slots[r].c = slots[r].a + slots[r].b;
        atomic_store_explicit(&published, &slots[r], memory_order_release);
        atomic_store_explicit(&ready_round, r, memory_order_release);
        atomic_fetch_add_explicit(&relaxed_hits, 1, memory_order_relaxed);
    }
    return NULL;
}

static void *consumer(void *arg) {
    long id = (long)(intptr_t)arg;
    int last = -1;
    long checked = 0;
    while (last < ROUNDS - 1) {
        int r = atomic_load_explicit(&ready_round, memory_order_acquire);
        if (r == last) {
            sched_yield();
            continue;
        }
        struct payload *p = atomic_load_explicit(&published, memory_order_consume);
        if (p->c != p->a + p->b || p->a < r) atomic_store_explicit(&seen_bad, 1, memory_order_relaxed);
        last = r;
        checked++;
    }
    atomic_fetch_add_explicit(&acq_rel_total, id * 1000 + (checked > 0), memory_order_acq_rel);
    return NULL;
}

/* The seq_cst store and load alone forbid "both saw zero". The fence between them forbids it
   too, and is there for the emulator: qemu-user on an x86 host runs AArch64's stlr/ldar as
   plain stores and loads, so the host's store buffer could let both loads see zero (seen once
   in 20 trials with llc-22's -O1 build); a full fence becomes a host mfence. */
static atomic_int flag_a, flag_b;
static int both_blocked;

static void *dekker_a(void *arg) {
    int *out = arg;
    atomic_store_explicit(&flag_a, 1, memory_order_seq_cst);
    atomic_thread_fence(memory_order_seq_cst);
    *out = atomic_load_explicit(&flag_b, memory_order_seq_cst);
    return NULL;
}

static void *dekker_b(void *arg) {
    int *out = arg;
    atomic_store_explicit(&flag_b, 1, memory_order_seq_cst);
    atomic_thread_fence(memory_order_seq_cst);
    *out = atomic_load_explicit(&flag_a, memory_order_seq_cst);
    return NULL;
}

static int fenced_data;
static atomic_int fenced_flag;

static void *fence_writer(void *arg) {
    (void)arg;
    fenced_data = 4242;
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&fenced_flag, 1, memory_order_relaxed);
    return NULL;
}

int main(void) {
    pthread_t prod, cons[CONSUMERS];
    for (long i = 0; i < CONSUMERS; i++) pthread_create(&cons[i], NULL, consumer, (void *)(intptr_t)(i + 1));
    pthread_create(&prod, NULL, producer, NULL);
    pthread_join(prod, NULL);
    for (int i = 0; i < CONSUMERS; i++) pthread_join(cons[i], NULL);
    printf("published %ld rounds, consumers total %ld, bad %d\n", atomic_load(&relaxed_hits),
           atomic_load(&acq_rel_total), atomic_load(&seen_bad));
    printf("last payload %lld %lld %lld\n", (long long)published->a, (long long)published->b, (long long)published->c);

    for (int trial = 0; trial < 20; trial++) {
        atomic_store(&flag_a, 0);
        atomic_store(&flag_b, 0);
        int ra = -1, rb = -1;
        pthread_t ta, tb;
        pthread_create(&ta, NULL, dekker_a, &ra);
        pthread_create(&tb, NULL, dekker_b, &rb);
        pthread_join(ta, NULL);
        pthread_join(tb, NULL);
        if (ra == 0 && rb == 0) both_blocked++;
    }
    printf("seq_cst: both saw zero in %d of 20 trials\n", both_blocked);

    pthread_t fw;
    pthread_create(&fw, NULL, fence_writer, NULL);
    while (!atomic_load_explicit(&fenced_flag, memory_order_relaxed)) {
        sched_yield();
    }
    atomic_thread_fence(memory_order_acquire);
    printf("fenced data %d\n", fenced_data);
    pthread_join(fw, NULL);

    atomic_signal_fence(memory_order_seq_cst);
    atomic_int x = 5;
    int old = atomic_exchange_explicit(&x, 9, memory_order_acq_rel);
    int expected = 9;
    int ok = atomic_compare_exchange_strong_explicit(&x, &expected, 11, memory_order_seq_cst, memory_order_acquire);
    int expected2 = 3;
    int ok2 = atomic_compare_exchange_strong_explicit(&x, &expected2, 12, memory_order_release, memory_order_relaxed);
    printf("exchange old %d, cas %d -> %d, failed cas %d saw %d\n", old, ok, atomic_load_explicit(&x, memory_order_relaxed),
           ok2, expected2);
    long orders = 0;
    atomic_long v = 0;
    orders += atomic_fetch_add_explicit(&v, 1, memory_order_relaxed);
    orders += atomic_fetch_add_explicit(&v, 2, memory_order_consume);
    orders += atomic_fetch_add_explicit(&v, 4, memory_order_acquire);
    orders += atomic_fetch_add_explicit(&v, 8, memory_order_release);
    orders += atomic_fetch_add_explicit(&v, 16, memory_order_acq_rel);
    orders += atomic_fetch_add_explicit(&v, 32, memory_order_seq_cst);
    printf("fetch_add chain: old values sum %ld final %ld\n", orders, atomic_load(&v));
    return 0;
}
