/* C11 <stdatomic.h> on int, long, unsigned and pointers from several POSIX threads: every
   fetch operation in each memory order, exchange, compare_exchange strong and weak (a CAS
   loop computing a maximum, a lock-free stack of preallocated nodes), an atomic_flag spinlock
   guarding a plain counter, release/acquire message passing with fences, and the same
   operations single-threaded with their old values printed. Output is deterministic. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define ITERS 1000

static atomic_int counter;
static atomic_long total;
static atomic_uint bits;
static atomic_long maxval = -1000;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static long guarded;

struct node { struct node *next; int value; };
static struct node nodes[THREADS * 16];
static _Atomic(struct node *) top;

static void push(struct node *n) {
    struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
    do {
        n->next = old;
    } while (!atomic_compare_exchange_weak_explicit(&top, &old, n, memory_order_release,
                                                    memory_order_relaxed));
}

static void *worker(void *arg) {
    long id = (long)(intptr_t)arg;
    for (int i = 0; i < ITERS; i++) {
        atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed);
        atomic_fetch_add(&total, id * 3 + i % 7);
        atomic_fetch_sub_explicit(&total, i % 7, memory_order_acq_rel);
        if (i % 64 == 0) atomic_fetch_or_explicit(&bits, 1u << (id * 8 + (i / 64) % 8), memory_order_release);
        long v = (id * 7919 + i * 104729) % 100003;
        long cur = atomic_load_explicit(&maxval, memory_order_acquire);
        while (v > cur && !atomic_compare_exchange_strong(&maxval, &cur, v)) {
        }
        while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) {
        }
        guarded += id + 1;
        atomic_flag_clear_explicit(&lock, memory_order_release);
    }
    for (int k = 0; k < 16; k++) {
        struct node *n = &nodes[id * 16 + k];
        n->value = (int)(id * 100 + k);
        push(n);
    }
    return NULL;
}

static int payload;
static atomic_int ready;

static void *producer(void *arg) {
    (void)arg;
    payload = 4242;
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&ready, 1, memory_order_relaxed);
    return NULL;
}

static void *consumer(void *arg) {
    int *out = arg;
    while (!atomic_load_explicit(&ready, memory_order_relaxed)) {
    }
    atomic_thread_fence(memory_order_acquire);
    *out = payload;
    return NULL;
}

static void single_threaded(void) {
    atomic_int a = 10;
    atomic_long l = 1L << 20;
    atomic_uint u = 0xf0f0u;
    int old;
    old = atomic_fetch_add_explicit(&a, 5, memory_order_relaxed); printf("add %d %d\n", old, atomic_load(&a));
    old = atomic_fetch_sub_explicit(&a, 20, memory_order_acquire); printf("sub %d %d\n", old, atomic_load(&a));
    old = atomic_fetch_and_explicit(&a, 0x7, memory_order_release); printf("and %d %d\n", old, atomic_load(&a));
    old = atomic_fetch_or_explicit(&a, 0x30, memory_order_acq_rel); printf("or %d %d\n", old, atomic_load(&a));
    old = atomic_fetch_xor_explicit(&a, 0xff, memory_order_seq_cst); printf("xor %d %d\n", old, atomic_load(&a));
    old = atomic_exchange_explicit(&a, -7, memory_order_acquire); printf("xchg %d %d\n", old, atomic_load_explicit(&a, memory_order_relaxed));
    long lo = atomic_fetch_add(&l, -(1L << 21)); printf("long add %ld %ld\n", lo, atomic_load(&l));
    lo = atomic_exchange(&l, 0x12345678L); printf("long xchg %ld %lx\n", lo, (unsigned long)atomic_load(&l));
    unsigned uo = atomic_fetch_and(&u, 0xff00u); printf("uint and %x %x\n", uo, atomic_load(&u));
    uo = atomic_fetch_xor(&u, 0xffffffffu); printf("uint xor %x %x\n", uo, atomic_load(&u));
    int e = 3;
    _Bool ok = atomic_compare_exchange_strong_explicit(&a, &e, 9, memory_order_seq_cst, memory_order_relaxed);
    printf("cas fail %d expected %d\n", ok, e);
    ok = atomic_compare_exchange_strong_explicit(&a, &e, 9, memory_order_acq_rel, memory_order_acquire);
    printf("cas ok %d value %d\n", ok, atomic_load(&a));
    long le = 5;
    while (!atomic_compare_exchange_weak(&l, &le, le * 2)) {
    }
    printf("weak %ld\n", atomic_load(&l));
    atomic_store_explicit(&a, 77, memory_order_release);
    atomic_store_explicit(&l, -1, memory_order_seq_cst);
    atomic_store_explicit(&u, 5u, memory_order_relaxed);
    printf("stores %d %ld %u\n", atomic_load_explicit(&a, memory_order_acquire), atomic_load(&l), atomic_load_explicit(&u, memory_order_relaxed));
    int x = 1, y = 2;
    _Atomic(int *) p = &x;
    int *po = atomic_exchange(&p, &y);
    printf("ptr %d %d\n", *po, *atomic_load(&p));
    int *pe = &x;
    ok = atomic_compare_exchange_strong(&p, &pe, &x);
    printf("ptr cas %d %d\n", ok, *pe);
    atomic_flag f = ATOMIC_FLAG_INIT;
    _Bool t1 = atomic_flag_test_and_set(&f);
    _Bool t2 = atomic_flag_test_and_set_explicit(&f, memory_order_relaxed);
    atomic_flag_clear(&f);
    _Bool t3 = atomic_flag_test_and_set(&f);
    printf("flag %d %d %d\n", t1, t2, t3);
    atomic_signal_fence(memory_order_seq_cst);
    printf("lock free %d %d %d\n", atomic_is_lock_free(&a), atomic_is_lock_free(&l), atomic_is_lock_free(&p));
}

int main(void) {
    single_threaded();
    pthread_t th[THREADS];
    for (long i = 0; i < THREADS; i++) pthread_create(&th[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < THREADS; i++) pthread_join(th[i], NULL);
    printf("counter %d total %ld bits %08x max %ld guarded %ld\n", atomic_load(&counter),
           atomic_load(&total), atomic_load(&bits), atomic_load(&maxval), guarded);
    long sum = 0;
    int count = 0;
    for (struct node *n = atomic_load(&top); n; n = n->next) {
        sum += n->value;
        count++;
    }
    printf("stack %d nodes sum %ld\n", count, sum);
    pthread_t pr, co;
    int got = 0;
    pthread_create(&co, NULL, consumer, &got);
    pthread_create(&pr, NULL, producer, NULL);
    pthread_join(pr, NULL);
    pthread_join(co, NULL);
    printf("message %d\n", got);
    return 0;
}
