/* A binary min-heap priority queue of (priority, sequence) pairs with push/pop, used for
   heap-sorting, k smallest selection and an event simulation with ties broken by order. */
#include <stdio.h>
#include <stdint.h>

struct item { int32_t prio; uint32_t seq; };
static struct item heap[512];
static int size;
static uint32_t counter;

static int less(struct item a, struct item b) { return a.prio < b.prio || (a.prio == b.prio && a.seq < b.seq); }
static void push(int32_t prio) {
    int i = size++;
    heap[i] = (struct item){prio, counter++};
    while (i > 0 && less(heap[i], heap[(i - 1) / 2])) { struct item t = heap[i]; heap[i] = heap[(i - 1) / 2]; heap[(i - 1) / 2] = t; i = (i - 1) / 2; }
}
static struct item pop(void) {
    struct item top = heap[0];
    heap[0] = heap[--size];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < size && less(heap[l], heap[m])) m = l;
        if (r < size && less(heap[r], heap[m])) m = r;
        if (m == i) break;
        struct item t = heap[i]; heap[i] = heap[m]; heap[m] = t; i = m;
    }
    return top;
}

int main(void) {
    uint32_t s = 3;
    for (int i = 0; i < 200; i++) { s = s * 1103515245u + 12345u; push((int32_t)((s >> 16) % 1000) - 500); }
    printf("smallest:");
    for (int i = 0; i < 15; i++) { struct item it = pop(); printf(" %d#%u", it.prio, it.seq); }
    printf("\n");
    int32_t prev = -1000000, ok = 1;
    int64_t sum = 0;
    while (size) { struct item it = pop(); if (it.prio < prev) ok = 0; prev = it.prio; sum += it.prio; }
    printf("rest sorted %d sum %lld\n", ok, (long long)sum);
    /* event simulation: each event at time t schedules a follow-up at t + (t % 7) + 1 until 60 */
    counter = 0;
    push(0); push(0); push(3);
    int processed = 0;
    uint64_t trace = 0;
    while (size && processed < 100) {
        struct item e = pop();
        processed++;
        trace = trace * 31 + (uint64_t)e.prio * 7 + e.seq;
        int32_t next = e.prio + e.prio % 7 + 1;
        if (next < 60) push(next);
    }
    printf("events %d trace %llu\n", processed, (unsigned long long)trace);
    return 0;
}
