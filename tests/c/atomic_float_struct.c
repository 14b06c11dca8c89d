/* _Atomic floating-point and small-struct objects: compound assignment on _Atomic double
   and _Atomic float from several threads (compiled to compare-exchange loops or atomic fadd),
   atomic_load/store/exchange/compare_exchange on an 8-byte _Atomic struct, an _Atomic
   struct used as a versioned pointer (index + tag) against ABA, and atomic_fetch_add on an
   _Atomic long double-free accumulator kept in fixed point. All added values are exact. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define ITERS 250

static _Atomic double dsum;
static _Atomic float fsum;
static _Atomic double dprod = 1.0;

struct vptr { uint32_t index; uint32_t tag; };
static _Atomic struct vptr top;
static uint32_t next_of[THREADS * ITERS];

struct point { int16_t x, y; float w; };
static _Atomic struct point centre;

static void push(uint32_t i) {
    struct vptr old = atomic_load(&top), nw;
    do {
        next_of[i] = old.index;
        nw.index = i;
        nw.tag = old.tag + 1;
    } while (!atomic_compare_exchange_weak(&top, &old, nw));
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    for (int i = 0; i < ITERS; i++) {
        dsum += 0.25 * (id + 1);
        fsum += 0.5f;
        if (i % 50 == 0) {
            double cur = atomic_load(&dprod);
            while (!atomic_compare_exchange_weak(&dprod, &cur, cur * 2.0)) {
            }
        }
        push((uint32_t)(id * ITERS + i));
        struct point p = atomic_load(&centre), q;
        do {
            q = p;
            q.x = (int16_t)(q.x + 1);
            q.y = (int16_t)(q.y - 2);
            q.w += 1.0f;
        } while (!atomic_compare_exchange_strong(&centre, &p, q));
    }
    return NULL;
}

int main(void) {
    pthread_t t[THREADS];
    atomic_store(&top, ((struct vptr){0xffffffffu, 0}));
    for (int i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
    printf("dsum %.2f fsum %.1f dprod %.1f\n", atomic_load(&dsum), (double)atomic_load(&fsum), atomic_load(&dprod));
    struct vptr tp = atomic_load(&top);
    int count = 0;
    uint64_t idsum = 0;
    for (uint32_t i = tp.index; i != 0xffffffffu; i = next_of[i]) {
        count++;
        idsum += i;
    }
    printf("stack: %d nodes, index sum %llu, tag %u\n", count, (unsigned long long)idsum, tp.tag);
    struct point c = atomic_load(&centre);
    printf("centre %d %d %.1f\n", c.x, c.y, (double)c.w);
    _Atomic double d = 1.5;
    double old = atomic_exchange(&d, -2.25);
    double expect = -2.25;
    int ok = atomic_compare_exchange_strong(&d, &expect, 8.0);
    d -= 0.5;
    d *= 3;
    d /= 4;
    printf("double ops: old %.2f cas %d now %.4f\n", old, ok, atomic_load(&d));
    _Atomic float f = 10.0f;
    f -= 2.5f;
    f *= -2.0f;
    printf("float ops: %.2f lock free %d %d\n", (double)atomic_load(&f), atomic_is_lock_free(&f), atomic_is_lock_free(&centre));
    return 0;
}
