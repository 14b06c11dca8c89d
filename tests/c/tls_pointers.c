/* Pointers to thread-local variables: a TLS address taken in one thread and handed to
   another (valid while the owner lives; the owner waits on a barrier), pointers into TLS
   arrays walked with pointer arithmetic, TLS pointer variables pointing at globals, at
   heap blocks and at other TLS objects, a TLS linked list, and function pointers stored in
   TLS. Addresses are compared, never printed. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4

static _Thread_local int64_t owned_value;
static _Thread_local int32_t ring[16];
static _Thread_local int32_t *cursor = NULL;
static _Thread_local struct node { int v; struct node *next; } *tls_list;
static _Thread_local int (*op)(int, int);
static int global_table[4] = {10, 20, 30, 40};
static _Thread_local int *global_view = &global_table[1];

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

static pthread_barrier_t barrier;
static int64_t *shared_ptrs[THREADS];
static int distinct_addresses;

struct out { int id; int64_t neighbour_seen; int32_t ring_sum; int list_sum; int op_result; int view; int cursor_off; };

static void push(int v) {
    struct node *n = malloc(sizeof *n);
    n->v = v;
    n->next = tls_list;
    tls_list = n;
}

static void *worker(void *arg) {
    struct out *o = arg;
    owned_value = (int64_t)(o->id + 1) * 111;
    shared_ptrs[o->id] = &owned_value;
    pthread_barrier_wait(&barrier);
    /* read the neighbour's thread-local through the shared pointer */
    o->neighbour_seen = *shared_ptrs[(o->id + 1) % THREADS];
    pthread_barrier_wait(&barrier);
    cursor = ring;
    for (int i = 0; i < 40; i++) {
        *cursor += i * (o->id + 1);
        if (++cursor == ring + 16) cursor = ring;
    }
    o->cursor_off = (int)(cursor - ring);
    for (int32_t *p = ring; p < ring + 16; p++) o->ring_sum += *p;
    for (int i = 1; i <= 5; i++) push(i * (o->id + 2));
    for (struct node *n = tls_list; n; n = n->next) o->list_sum += n->v;
    while (tls_list) {
        struct node *n = tls_list;
        tls_list = n->next;
        free(n);
    }
    op = (o->id % 2) ? mul : add;
    o->op_result = op(o->id + 3, 7);
    global_view += o->id % 3;
    o->view = *global_view;
    return NULL;
}

int main(void) {
    pthread_t t[THREADS];
    struct out outs[THREADS] = {{0}};
    pthread_barrier_init(&barrier, NULL, THREADS);
    for (int i = 0; i < THREADS; i++) {
        outs[i].id = i;
        pthread_create(&t[i], NULL, worker, &outs[i]);
    }
    for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
    distinct_addresses = 1;
    for (int i = 0; i < THREADS; i++)
        for (int j = i + 1; j < THREADS; j++)
            if (shared_ptrs[i] == shared_ptrs[j]) distinct_addresses = 0;
    for (int i = 0; i < THREADS; i++)
        printf("thread %d: neighbour %lld ring %d cursor %d list %d op %d view %d\n", i,
               (long long)outs[i].neighbour_seen, outs[i].ring_sum, outs[i].cursor_off, outs[i].list_sum,
               outs[i].op_result, outs[i].view);
    printf("distinct TLS addresses: %d; main's own: %d\n", distinct_addresses,
           &owned_value != shared_ptrs[0] && &owned_value != shared_ptrs[1]);
    printf("main cursor null %d, main view %d, main op null %d\n", cursor == NULL, *global_view, op == NULL);
    pthread_barrier_destroy(&barrier);
    return 0;
}
