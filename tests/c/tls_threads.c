/* Thread-local storage with several threads: initialized and zero-initialized _Thread_local
   scalars, arrays and structs (.tdata/.tbss), a function-static thread-local, __thread,
   addresses of thread-locals handed to another function and compared across threads, and
   thread-locals updated from a recursive function. Each of six threads works on its own
   copies; the joined results print in a fixed order. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

_Thread_local long tl_sum = 1000;
_Thread_local unsigned char tl_bytes[37];
static _Thread_local struct { int calls; short depth; char tag[8]; } tl_info = {0, 0, "none"};
__thread int tl_plain;
static __thread uint64_t tl_hash = 14695981039346656037ull;

static int next_id(void) {
    static _Thread_local int n = 10;
    return n++;
}

static void mix(uint64_t v) {
    tl_hash ^= v;
    tl_hash *= 1099511628211ull;
}

static int walk(int d) {
    tl_info.calls++;
    if (d > tl_info.depth) tl_info.depth = (short)d;
    mix((uint64_t)d);
    if (d == 0) return 0;
    return walk(d - 1) + walk(d / 2) + 1;
}

static void bump_via(long *p, int k) { *p += k; }

struct result { int id; long sum; int calls; int depth; int bytes; int plain; int ids; uint64_t hash; char tag[8]; uintptr_t addr; };

static void *worker(void *arg) {
    struct result *r = arg;
    strcpy(tl_info.tag, "w");
    tl_info.tag[1] = (char)('0' + r->id);
    tl_info.tag[2] = 0;
    for (int i = 0; i < 37; i++) tl_bytes[i] = (unsigned char)(i * (r->id + 1));
    for (int i = 0; i < 100 * (r->id + 1); i++) bump_via(&tl_sum, i % 13);
    walk(r->id + 6);
    int b = 0;
    for (int i = 0; i < 37; i++) b += tl_bytes[i];
    tl_plain = r->id * r->id;
    int ids = 0;
    for (int i = 0; i <= r->id; i++) ids += next_id();
    r->sum = tl_sum;
    r->calls = tl_info.calls;
    r->depth = tl_info.depth;
    r->bytes = b;
    r->plain = tl_plain;
    r->ids = ids;
    r->hash = tl_hash;
    memcpy(r->tag, tl_info.tag, sizeof r->tag);
    r->addr = (uintptr_t)&tl_sum;
    return NULL;
}

int main(void) {
    enum { N = 6 };
    pthread_t th[N];
    struct result res[N];
    memset(res, 0, sizeof res);
    walk(3);
    bump_via(&tl_sum, -1);
    for (int i = 0; i < N; i++) {
        res[i].id = i;
        pthread_create(&th[i], NULL, worker, &res[i]);
    }
    for (int i = 0; i < N; i++) pthread_join(th[i], NULL);
    int distinct = 1;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < i; j++) distinct &= res[i].addr != res[j].addr;
        distinct &= res[i].addr != (uintptr_t)&tl_sum;
        printf("thread %d (%s): sum %ld calls %d depth %d bytes %d plain %d ids %d hash %016llx\n", res[i].id,
               res[i].tag, res[i].sum, res[i].calls, res[i].depth, res[i].bytes, res[i].plain, res[i].ids,
               (unsigned long long)res[i].hash);
    }
    printf("main (%s): sum %ld calls %d depth %d plain %d next %d hash %016llx distinct %d\n", tl_info.tag, tl_sum,
           tl_info.calls, tl_info.depth, tl_plain, next_id(), (unsigned long long)tl_hash, distinct);
    return 0;
}
