/* Thread-local storage: _Thread_local globals and statics (TLS relocations and access
   sequences), read and written from the main thread and from four POSIX threads, each with
   its own copy; results are joined and printed in a fixed order. */
#include <stdio.h>
#include <stdint.h>
#include <pthread.h>

_Thread_local int32_t tls_counter = 100;
_Thread_local uint64_t tls_array[4];
static _Thread_local const char *tls_name = "main";

static int32_t bump(int32_t k) { tls_counter += k; return tls_counter; }
static uint64_t fill(uint64_t base) { for (int i = 0; i < 4; i++) tls_array[i] = base * (uint64_t)(i + 1); return tls_array[3]; }

struct job { int id; int32_t counter; uint64_t last; uint64_t sum; const char *name; };

static void *worker(void *arg) {
    struct job *j = arg;
    static const char *names[] = {"w0", "w1", "w2", "w3"};
    tls_name = names[j->id];
    for (int i = 0; i <= j->id; i++) bump(j->id + 1);
    j->last = fill((uint64_t)(j->id + 1) << 32);
    uint64_t s = 0;
    for (int i = 0; i < 4; i++) s += tls_array[i];
    j->sum = s;
    j->counter = tls_counter;
    j->name = tls_name;
    return NULL;
}

int main(void) {
    bump(5);
    fill(7);
    pthread_t th[4];
    struct job jobs[4];
    for (int i = 0; i < 4; i++) { jobs[i] = (struct job){i, 0, 0, 0, NULL}; pthread_create(&th[i], NULL, worker, &jobs[i]); }
    for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < 4; i++)
        printf("thread %d (%s): counter %d last %llx sum %llx\n", jobs[i].id, jobs[i].name, jobs[i].counter,
               (unsigned long long)jobs[i].last, (unsigned long long)jobs[i].sum);
    printf("main (%s): counter %d array %llu %llu\n", tls_name, tls_counter, (unsigned long long)tls_array[0], (unsigned long long)tls_array[3]);
    return 0;
}
