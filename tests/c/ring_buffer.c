/* A fixed-size ring buffer (power-of-two capacity, free-running unsigned indices that wrap)
   used as a FIFO queue and as a sliding window for moving sums and maxima. */
#include <stdio.h>
#include <stdint.h>

#define CAP 16
struct ring { int32_t data[CAP]; uint32_t head, tail; };

static int push(struct ring *r, int32_t v) { if (r->tail - r->head == CAP) return 0; r->data[r->tail++ & (CAP - 1)] = v; return 1; }
static int pop(struct ring *r, int32_t *v) { if (r->tail == r->head) return 0; *v = r->data[r->head++ & (CAP - 1)]; return 1; }
static uint32_t count(const struct ring *r) { return r->tail - r->head; }

int main(void) {
    struct ring r = {{0}, 0xfffffff0u, 0xfffffff0u}; /* indices wrap past 2^32 during the run */
    int32_t v, rejected = 0;
    int64_t popped_sum = 0;
    for (int i = 0; i < 100; i++) {
        if (!push(&r, i * 3 - 50)) rejected++;
        if (i % 3 == 2) for (int k = 0; k < 2 && pop(&r, &v); k++) popped_sum += v;
    }
    printf("rejected %d in buffer %u popped sum %lld head %u tail %u\n", rejected, count(&r), (long long)popped_sum, r.head, r.tail);
    while (pop(&r, &v)) printf("%d ", v);
    printf("\n");
    struct ring win = {{0}, 0, 0};
    int64_t wsum = 0;
    uint32_t s = 11;
    for (int i = 0; i < 40; i++) {
        s = s * 1103515245u + 12345u;
        int32_t x = (int32_t)((s >> 16) % 100);
        if (count(&win) == 8) { int32_t old; pop(&win, &old); wsum -= old; }
        push(&win, x); wsum += x;
        int32_t mx = -1;
        for (uint32_t k = win.head; k != win.tail; k++) if (win.data[k & (CAP - 1)] > mx) mx = win.data[k & (CAP - 1)];
        if (i % 4 == 3) printf("i=%d x=%d window sum %lld max %d\n", i, x, (long long)wsum, mx);
    }
    return 0;
}
