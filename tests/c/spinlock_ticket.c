/* Locks built from C11 atomics: a test-and-set spinlock on atomic_flag, a
   test-and-test-and-set spinlock on atomic_bool, a ticket lock (fetch_add on the next
   ticket, acquire loads of now-serving), and a sense-reversing barrier; each guards plain,
   non-atomic data updated by four threads, and the totals show mutual exclusion held. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define ITERS 200

static atomic_flag tas = ATOMIC_FLAG_INIT;
static atomic_bool ttas;
static struct { atomic_uint next, serving; } ticket;

static void tas_lock(void) {
    while (atomic_flag_test_and_set_explicit(&tas, memory_order_acquire)) {
        sched_yield();
    }
}
static void tas_unlock(void) { atomic_flag_clear_explicit(&tas, memory_order_release); }

static void ttas_lock(void) {
    for (;;) {
        while (atomic_load_explicit(&ttas, memory_order_relaxed)) {
            sched_yield();
        }
        if (!atomic_exchange_explicit(&ttas, true, memory_order_acquire)) return;
    }
}
static void ttas_unlock(void) { atomic_store_explicit(&ttas, false, memory_order_release); }

static unsigned ticket_lock(void) {
    unsigned my = atomic_fetch_add_explicit(&ticket.next, 1, memory_order_relaxed);
    while (atomic_load_explicit(&ticket.serving, memory_order_acquire) != my) {
        sched_yield();
    }
    return my;
}
static void ticket_unlock(void) {
    unsigned s = atomic_load_explicit(&ticket.serving, memory_order_relaxed);
    atomic_store_explicit(&ticket.serving, s + 1, memory_order_release);
}

struct barrier { atomic_int count; atomic_bool sense; int n; };
static struct barrier bar = {0, false, THREADS};

static void barrier_wait(struct barrier *b, bool *local_sense) {
    *local_sense = !*local_sense;
    if (atomic_fetch_add_explicit(&b->count, 1, memory_order_acq_rel) == b->n - 1) {
        atomic_store_explicit(&b->count, 0, memory_order_relaxed);
        atomic_store_explicit(&b->sense, *local_sense, memory_order_release);
    } else {
        while (atomic_load_explicit(&b->sense, memory_order_acquire) != *local_sense) {
            sched_yield();
        }
    }
}

static int64_t counter_a, counter_b, counter_c;
static int phase_sum[3];
static unsigned max_ticket;

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    bool sense = false;
    for (int i = 0; i < ITERS; i++) {
        tas_lock();
        counter_a += id + 1;
        tas_unlock();
    }
    barrier_wait(&bar, &sense);
    tas_lock();
    phase_sum[0] += (int)(counter_a == (int64_t)ITERS * (1 + 2 + 3 + 4));
    tas_unlock();
    for (int i = 0; i < ITERS; i++) {
        ttas_lock();
        counter_b = counter_b * 3 % 1000003 + id;
        ttas_unlock();
    }
    barrier_wait(&bar, &sense);
    for (int i = 0; i < ITERS; i++) {
        unsigned t = ticket_lock();
        counter_c++;
        if (t > max_ticket) max_ticket = t;
        ticket_unlock();
    }
    barrier_wait(&bar, &sense);
    ttas_lock();
    phase_sum[2] += (int)(counter_c == (int64_t)THREADS * ITERS);
    ttas_unlock();
    return NULL;
}

int main(void) {
    pthread_t t[THREADS];
    for (int i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
    printf("tas counter %lld (all threads saw it complete: %d)\n", (long long)counter_a, phase_sum[0]);
    printf("ttas updates done: %d\n", counter_b >= 0 && counter_b < 1000003 + THREADS);
    printf("ticket counter %lld, last ticket %u, phase check %d\n", (long long)counter_c, max_ticket, phase_sum[2]);
    printf("next %u serving %u\n", atomic_load(&ticket.next), atomic_load(&ticket.serving));
    printf("flag clear: %d\n", !atomic_flag_test_and_set(&tas));
    return 0;
}
