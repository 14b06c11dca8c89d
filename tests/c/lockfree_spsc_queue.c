/* A single-producer single-consumer lock-free ring buffer (head and tail indices with
   release stores and acquire loads, power-of-two capacity, wrap-around), carrying records from
   a producer thread to a consumer thread that checksums them; then a multi-producer queue of
   Vyukov style (per-slot sequence numbers, compare-exchange on the enqueue position) with
   two producers and two consumers. Checksums and counts are order-independent. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#define CAP 16
#define ITEMS 1000

struct record { uint32_t seq; uint16_t kind; int16_t value; };

static struct {
    struct record buf[CAP];
    _Atomic size_t head; /* next slot to read */
    _Atomic size_t tail; /* next slot to write */
} spsc;

static int spsc_push(struct record r) {
    size_t t = atomic_load_explicit(&spsc.tail, memory_order_relaxed);
    size_t h = atomic_load_explicit(&spsc.head, memory_order_acquire);
    if (t - h == CAP) return 0;
    spsc.buf[t & (CAP - 1)] = r;
    atomic_store_explicit(&spsc.tail, t + 1, memory_order_release);
    return 1;
}

static int spsc_pop(struct record *r) {
    size_t h = atomic_load_explicit(&spsc.head, memory_order_relaxed);
    size_t t = atomic_load_explicit(&spsc.tail, memory_order_acquire);
    if (h == t) return 0;
    *r = spsc.buf[h & (CAP - 1)];
    atomic_store_explicit(&spsc.head, h + 1, memory_order_release);
    return 1;
}

static void *spsc_producer(void *arg) {
    (void)arg;
    for (uint32_t i = 0; i < ITEMS; i++) {
        struct record r = {i, (uint16_t)(i % 7), (int16_t)((int)(i * 37 % 1001) - 500)};
        while (!spsc_push(r)) {
            sched_yield();
        }
    }
    return NULL;
}

struct spsc_result { uint64_t sum; int in_order; int kinds[7]; };

static void *spsc_consumer(void *arg) {
    struct spsc_result *res = arg;
    res->in_order = 1;
    for (uint32_t i = 0; i < ITEMS; i++) {
        struct record r;
        while (!spsc_pop(&r)) {
            sched_yield();
        }
        if (r.seq != i) res->in_order = 0;
        res->sum += (uint64_t)(r.value + 500) * (r.seq + 1);
        res->kinds[r.kind]++;
    }
    return NULL;
}

#define MCAP 32
struct cell { _Atomic size_t seq; uint64_t data; };
static struct cell mq[MCAP];
static _Atomic size_t enq_pos, deq_pos;

static int mq_push(uint64_t v) {
    size_t pos = atomic_load_explicit(&enq_pos, memory_order_relaxed);
    for (;;) {
        struct cell *c = &mq[pos & (MCAP - 1)];
        size_t seq = atomic_load_explicit(&c->seq, memory_order_acquire);
        intptr_t dif = (intptr_t)seq - (intptr_t)pos;
        if (dif == 0) {
            if (atomic_compare_exchange_weak_explicit(&enq_pos, &pos, pos + 1, memory_order_relaxed, memory_order_relaxed)) {
                c->data = v;
                atomic_store_explicit(&c->seq, pos + 1, memory_order_release);
                return 1;
            }
        } else if (dif < 0) {
            return 0;
        } else {
            pos = atomic_load_explicit(&enq_pos, memory_order_relaxed);
        }
    }
}

static int mq_pop(uint64_t *v) {
    size_t pos = atomic_load_explicit(&deq_pos, memory_order_relaxed);
    for (;;) {
        struct cell *c = &mq[pos & (MCAP - 1)];
        size_t seq = atomic_load_explicit(&c->seq, memory_order_acquire);
        intptr_t dif = (intptr_t)seq - (intptr_t)(pos + 1);
        if (dif == 0) {
            if (atomic_compare_exchange_weak_explicit(&deq_pos, &pos, pos + 1, memory_order_relaxed, memory_order_relaxed)) {
                *v = c->data;
                atomic_store_explicit(&c->seq, pos + MCAP, memory_order_release);
                return 1;
            }
        } else if (dif < 0) {
            return 0;
        } else {
            pos = atomic_load_explicit(&deq_pos, memory_order_relaxed);
        }
    }
}

static atomic_int consumed;
static _Atomic uint64_t mq_sum, mq_xor;

static void *mq_producer(void *arg) {
    uint64_t base = (uint64_t)(intptr_t)arg * 1000000;
    for (uint64_t i = 1; i <= 500; i++)
        while (!mq_push(base + i)) {
            sched_yield();
        }
    return NULL;
}

static void *mq_consumer(void *arg) {
    (void)arg;
    while (atomic_load(&consumed) < 1000) {
        uint64_t v;
        if (mq_pop(&v)) {
            atomic_fetch_add(&mq_sum, v);
            atomic_fetch_xor(&mq_xor, v * 0x9e3779b97f4a7c15ull);
            atomic_fetch_add(&consumed, 1);
        } else {
            sched_yield();
        }
    }
    return NULL;
}

int main(void) {
    struct spsc_result res = {0, 0, {0}};
    pthread_t p, c;
    pthread_create(&c, NULL, spsc_consumer, &res);
    pthread_create(&p, NULL, spsc_producer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    printf("spsc: sum %llu in order %d kinds", (unsigned long long)res.sum, res.in_order);
    for (int i = 0; i < 7; i++) printf(" %d", res.kinds[i]);
    printf(" head %zu tail %zu\n", atomic_load(&spsc.head), atomic_load(&spsc.tail));

    for (size_t i = 0; i < MCAP; i++) atomic_init(&mq[i].seq, i);
    pthread_t pr[2], co[2];
    for (int i = 0; i < 2; i++) pthread_create(&co[i], NULL, mq_consumer, NULL);
    for (int i = 0; i < 2; i++) pthread_create(&pr[i], NULL, mq_producer, (void *)(intptr_t)(i + 1));
    for (int i = 0; i < 2; i++) pthread_join(pr[i], NULL);
    for (int i = 0; i < 2; i++) pthread_join(co[i], NULL);
    printf("mpmc: consumed %d sum %llu xor %016llx\n", atomic_load(&consumed), (unsigned long long)atomic_load(&mq_sum),
           (unsigned long long)atomic_load(&mq_xor));
    return 0;
}
