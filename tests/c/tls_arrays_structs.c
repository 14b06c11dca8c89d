/* _Thread_local arrays and structs with initializers (.tdata) and without (.tbss): a
   per-thread histogram, a per-thread struct holding a name, a small matrix and a running
   double mean, per-thread scratch buffers used by a string routine, indexing TLS arrays with
   variable indices, and copying a whole TLS struct out to shared memory at the end. The main
   thread's copies are checked to be untouched by the workers. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define THREADS 5

struct stats {
    char name[12];
    int32_t matrix[3][3];
    double mean;
    int64_t count;
};

static _Thread_local uint16_t histogram[32];
static _Thread_local struct stats tstats = {"init", {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, 0.0, 0};
static _Thread_local char scratch[64];
_Thread_local int32_t primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};

static const char *reverse_word(const char *w) {
    size_t n = strlen(w);
    if (n >= sizeof scratch) n = sizeof scratch - 1;
    for (size_t i = 0; i < n; i++) scratch[i] = w[n - 1 - i];
    scratch[n] = 0;
    return scratch;
}

static void mat_step(int k) {
    int32_t r[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            r[i][j] = 0;
            for (int t = 0; t < 3; t++) r[i][j] += tstats.matrix[i][t] * ((t + j + k) % 3 == 0 ? 1 : (t == j ? 1 : 0));
            r[i][j] %= 1000;
        }
    memcpy(tstats.matrix, r, sizeof r);
}

struct result {
    int id;
    struct stats copy;
    uint16_t hist[32];
    char word[64];
    int32_t prime_sum;
};

static void *worker(void *arg) {
    struct result *res = arg;
    int id = res->id;
    snprintf(tstats.name, sizeof tstats.name, "worker-%d", id);
    uint32_t s = (uint32_t)id * 747796405u + 2891336453u;
    for (int i = 0; i < 400; i++) {
        s = s * 747796405u + 2891336453u;
        unsigned v = (s >> 27) & 31;
        histogram[v]++;
        tstats.count++;
        tstats.mean += ((double)v - tstats.mean) / (double)tstats.count;
        if (i % 100 == 0) mat_step(id + i);
    }
    for (int i = 0; i < 8; i++) primes[i] *= id + 1;
    for (int i = 0; i < 8; i++) res->prime_sum += primes[i];
    static const char *words[] = {"thread", "local", "storage", "kiln", "riscv"};
    strcpy(res->word, reverse_word(words[id % 5]));
    res->copy = tstats;
    memcpy(res->hist, histogram, sizeof histogram);
    return NULL;
}

int main(void) {
    pthread_t t[THREADS];
    struct result res[THREADS];
    memset(res, 0, sizeof res);
    tstats.count = -1;
    histogram[3] = 77;
    for (int i = 0; i < THREADS; i++) {
        res[i].id = i;
        pthread_create(&t[i], NULL, worker, &res[i]);
    }
    for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
    for (int i = 0; i < THREADS; i++) {
        const struct result *r = &res[i];
        int total = 0, maxbin = 0;
        for (int b = 0; b < 32; b++) {
            total += r->hist[b];
            if (r->hist[b] > r->hist[maxbin]) maxbin = b;
        }
        printf("%s: count %lld mean %.4f hist total %d max bin %d word %s primes %d\n", r->copy.name,
               (long long)r->copy.count, r->copy.mean, total, maxbin, r->word, r->prime_sum);
        printf("  matrix %d %d %d / %d %d %d / %d %d %d\n", r->copy.matrix[0][0], r->copy.matrix[0][1],
               r->copy.matrix[0][2], r->copy.matrix[1][0], r->copy.matrix[1][1], r->copy.matrix[1][2],
               r->copy.matrix[2][0], r->copy.matrix[2][1], r->copy.matrix[2][2]);
    }
    printf("main: name %s count %lld hist[3] %u primes[7] %d scratch empty %d\n", tstats.name, (long long)tstats.count,
           histogram[3], primes[7], scratch[0] == 0);
    return 0;
}
