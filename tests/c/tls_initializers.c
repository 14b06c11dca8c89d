/* Thread-locals with initializers of many kinds, read first in a fresh thread: doubles and
   floats, a pointer to a global and into a global array, a pointer to a string literal, a
   struct with nested arrays and a union, a 16-byte aligned block, a large mostly-zero array
   with a few initialized elements, and extern-visible versus static TLS. Each thread checks
   the initial values, modifies its copies, and a second generation of threads sees the
   initial values again. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int globals[5] = {5, 4, 3, 2, 1};
static const char greeting[] = "hello";

_Thread_local double td = 2.5;
_Thread_local float tf = -0.75f;
static _Thread_local int *tp = &globals[2];
static _Thread_local const char *ts = greeting + 1;
static _Thread_local struct {
    int16_t a[3];
    union { uint32_t u; float f; } un;
    char tag[6];
} tstruct = {{-1, 2, -3}, {.u = 0x3f800000u}, "tls"};
static _Thread_local _Alignas(16) uint8_t aligned_block[16] = {1, 2, 3};
static _Thread_local uint32_t sparse[300] = {[0] = 7, [150] = 8, [299] = 9};
_Thread_local uint64_t tls_u64 = 0xfeedfacecafebeefull;

static int initial_ok(void) {
    int ok = 1;
    ok &= td == 2.5 && tf == -0.75f;
    ok &= tp == &globals[2] && *tp == 3;
    ok &= strcmp(ts, "ello") == 0;
    ok &= tstruct.a[0] == -1 && tstruct.a[2] == -3 && tstruct.un.f == 1.0f && strcmp(tstruct.tag, "tls") == 0;
    ok &= ((uintptr_t)aligned_block & 15) == 0 && aligned_block[2] == 3 && aligned_block[15] == 0;
    uint32_t sum = 0;
    for (int i = 0; i < 300; i++) sum += sparse[i];
    ok &= sum == 24;
    ok &= tls_u64 == 0xfeedfacecafebeefull;
    return ok;
}

static uint64_t mutate(int id) {
    td *= id + 1;
    tf += (float)id;
    tp += id % 3 - 1;
    ts += id % 4;
    tstruct.a[1] = (int16_t)(tstruct.a[1] * -id);
    tstruct.un.f *= 2.0f;
    tstruct.tag[0] = (char)('a' + id);
    aligned_block[15] = (uint8_t)(id * 40);
    sparse[id * 50 % 300] += (uint32_t)id;
    tls_u64 ^= (uint64_t)id << 32;
    uint64_t h = (uint64_t)(td * 4) * 31 + (uint64_t)(int64_t)(tf * 4);
    h = h * 31 + (uint64_t)*tp;
    h = h * 31 + (uint64_t)(unsigned char)*ts;
    h = h * 31 + (uint64_t)(uint16_t)tstruct.a[1] + tstruct.un.u;
    h = h * 31 + (uint64_t)(unsigned char)tstruct.tag[0] + aligned_block[15];
    h = h * 31 + sparse[id * 50 % 300] + tls_u64;
    return h;
}

struct out { int id, ok_before, ok_after; uint64_t h; };

static void *worker(void *arg) {
    struct out *o = arg;
    o->ok_before = initial_ok();
    o->h = mutate(o->id);
    o->ok_after = initial_ok();
    return NULL;
}

int main(void) {
    for (int gen = 0; gen < 2; gen++) {
        pthread_t t[4];
        struct out o[4];
        for (int i = 0; i < 4; i++) {
            o[i].id = i + gen * 4;
            pthread_create(&t[i], NULL, worker, &o[i]);
        }
        for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
        for (int i = 0; i < 4; i++)
            printf("gen %d thread %d: initial %d after %d hash %016llx\n", gen, o[i].id, o[i].ok_before, o[i].ok_after,
                   (unsigned long long)o[i].h);
    }
    printf("main initial %d\n", initial_ok());
    uint64_t h = mutate(3);
    printf("main mutated %016llx initial now %d td %.2f tf %.2f tag %s\n", (unsigned long long)h, initial_ok(), td,
           (double)tf, tstruct.tag);
    return 0;
}
