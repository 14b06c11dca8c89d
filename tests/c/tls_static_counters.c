/* Function-scope static _Thread_local counters: a call counter per function per thread, a
   memo table for Fibonacci kept per thread, recursion depth tracking with a TLS maximum, a
   per-thread pseudo-random generator whose state lives in TLS (so each thread's sequence is
   reproducible), and __thread variables of every integer width. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4

static int calls_a(void) {
    static _Thread_local int n;
    return ++n;
}

static int calls_b(int step) {
    static _Thread_local int n = 100;
    n += step;
    return n;
}

static uint64_t fib(int k) {
    static _Thread_local uint64_t memo[94];
    static _Thread_local int hits;
    if (k < 0) return (uint64_t)hits;
    if (k < 2) return (uint64_t)k;
    if (memo[k]) {
        hits++;
        return memo[k];
    }
    return memo[k] = fib(k - 1) + fib(k - 2);
}

static _Thread_local int depth, max_depth;

static int ackermann(int m, int n) {
    depth++;
    if (depth > max_depth) max_depth = depth;
    int r;
    if (m == 0) r = n + 1;
    else if (n == 0) r = ackermann(m - 1, 1);
    else r = ackermann(m - 1, ackermann(m, n - 1));
    depth--;
    return r;
}

static uint32_t rnd(void) {
    static _Thread_local uint32_t state = 0;
    static _Thread_local int seeded;
    if (!seeded) {
        state = 0x12345678u;
        seeded = 1;
    }
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
}

__thread int8_t w8 = -1;
__thread uint16_t w16 = 65535;
__thread int32_t w32 = -100000;
__thread uint64_t w64 = 1ull << 40;

struct out { int a, b; uint64_t fib90, hits; int ack, maxd; uint32_t r[3]; int64_t widths; };

static void *worker(void *arg) {
    struct out *o = arg;
    int k = o->a;
    for (int i = 0; i < k * 3 + 1; i++) o->a = calls_a();
    for (int i = 0; i < k + 2; i++) o->b = calls_b(k);
    o->fib90 = fib(90);
    fib(50 + k);
    o->hits = fib(-1);
    o->ack = ackermann(2, k + 1);
    o->maxd = max_depth;
    for (int i = 0; i < 3; i++) o->r[i] = rnd();
    w8 = (int8_t)(w8 * (k + 1));
    w16 = (uint16_t)(w16 + k);
    w32 -= k * 1000;
    w64 >>= k;
    o->widths = w8 + w16 + w32 + (int64_t)w64;
    return NULL;
}

int main(void) {
    pthread_t t[THREADS];
    struct out o[THREADS] = {{0}};
    for (int i = 0; i < THREADS; i++) {
        o[i].a = i;
        pthread_create(&t[i], NULL, worker, &o[i]);
    }
    for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
    for (int i = 0; i < THREADS; i++)
        printf("thread %d: a %d b %d fib90 %llu memo hits %llu ack(2,%d) %d max depth %d rnd %08x %08x %08x widths %lld\n",
               i, o[i].a, o[i].b, (unsigned long long)o[i].fib90, (unsigned long long)o[i].hits, i + 1, o[i].ack, o[i].maxd,
               o[i].r[0], o[i].r[1], o[i].r[2], (long long)o[i].widths);
    printf("main: a %d b %d depth %d w8 %d w16 %u w32 %d w64 %llu\n", calls_a(), calls_b(0), max_depth, w8, w16, w32,
           (unsigned long long)w64);
    return 0;
}
