// Read-modify-writes x86-64 has no instruction for (and/or/xor/nand/min/max, whose old
// value is used: lock cmpxchg loops) and the i8/i16 forms (xchgb/w, lock xaddb/w, lock
// cmpxchgb/w), from four threads, on fields next to each other so a wrong width would
// clobber a neighbour.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

static struct {
  uint8_t b8;
  int8_t s8;
  uint16_t b16;
  int16_t s16;
  uint32_t bits32;
  uint64_t bits64;
  int32_t max32;
  int64_t min64;
  uint8_t umax8;
  uint16_t nand16;
} g = {0, 0, 0, 0, 0, 0, -1000, 1000, 0, 0xffff};

static uint64_t seen[4];

#ifndef __clang__
// gcc has no __atomic_fetch_max/min: the same semantics as compare-exchange loops, for the
// reference build.
#define FETCH_MINMAX(name, cmp)                                                           \
  __typeof__(*p) old = __atomic_load_n(p, __ATOMIC_RELAXED);                              \
  while (!__atomic_compare_exchange_n(p, &old, (old cmp v) ? old : v, 1, o, __ATOMIC_RELAXED)) \
    ;                                                                                     \
  return old;
static int32_t max32(int32_t *p, int32_t v, int o) { FETCH_MINMAX(max, >) }
static int64_t min64(int64_t *p, int64_t v, int o) { FETCH_MINMAX(min, <) }
static uint8_t umax8(uint8_t *p, uint8_t v, int o) { FETCH_MINMAX(max, >) }
static int16_t min16(int16_t *p, int16_t v, int o) { FETCH_MINMAX(min, <) }
#define __atomic_fetch_max(p, v, o)                                                       \
  _Generic((p), int32_t *: max32, uint8_t *: umax8)((void *)(p), (v), (o))
#define __atomic_fetch_min(p, v, o)                                                       \
  _Generic((p), int64_t *: min64, int16_t *: min16)((void *)(p), (v), (o))
#endif

static void *worker(void *arg) {
  int id = (int)(intptr_t)arg;
  uint64_t acc = 0;
  for (int i = 0; i < 20000; i++) {
    acc += __atomic_fetch_add(&g.b8, 1, __ATOMIC_SEQ_CST);
    acc += (uint8_t)__atomic_fetch_sub(&g.s8, 1, __ATOMIC_SEQ_CST);
    acc += __atomic_fetch_add(&g.b16, 3, __ATOMIC_RELAXED);
    __atomic_fetch_sub(&g.s16, 2, __ATOMIC_ACQ_REL);
    uint32_t bit = 1u << ((i + 8 * id) % 32);
    acc ^= __atomic_fetch_xor(&g.bits32, bit, __ATOMIC_SEQ_CST);
    acc += __atomic_fetch_or(&g.bits64, (uint64_t)1 << (i % 64), __ATOMIC_SEQ_CST) & 1;
    acc += __atomic_fetch_and(&g.bits64, ~((uint64_t)1 << ((i + 32) % 64)), __ATOMIC_SEQ_CST) >> 63;
    int32_t v = (i * 7919 + id * 104729) % 100003 - 50000;
    int32_t old = g.max32;
    while (old < v && !__atomic_compare_exchange_n(&g.max32, &old, v, 1, __ATOMIC_SEQ_CST,
                                                   __ATOMIC_RELAXED)) {
    }
    __atomic_fetch_max(&g.max32, v, __ATOMIC_SEQ_CST);
    __atomic_fetch_min(&g.min64, (int64_t)v * 3, __ATOMIC_SEQ_CST);
    __atomic_fetch_max(&g.umax8, (uint8_t)(i * 13 + id), __ATOMIC_SEQ_CST);
    if (i % 1000 == 0) __atomic_fetch_nand(&g.nand16, (uint16_t)(0x0f0f << id), __ATOMIC_SEQ_CST);
    uint8_t x = __atomic_exchange_n(&g.umax8, g.umax8, __ATOMIC_SEQ_CST);
    acc += x > 255;
  }
  seen[id] = acc != 0;
  return 0;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)(intptr_t)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  // nand of an even count of the same masks is order dependent: only its low bits that
  // every mask leaves alone are printed.
  printf("%u %d %u %d %u %d %lld %u %llu\n", g.b8, g.s8, g.b16, g.s16, g.bits32, g.max32,
         (long long)g.min64, g.umax8, (unsigned long long)(seen[0] + seen[1] + seen[2] + seen[3]));
  uint8_t a = 5;
  int16_t h = -7;
  int old_a = __atomic_fetch_or(&a, 0x30, __ATOMIC_SEQ_CST);
  int old_h = __atomic_fetch_min(&h, -9, __ATOMIC_SEQ_CST);
  printf("%d %d %d %d\n", old_a, a, old_h, h);
  uint16_t w = 0x1234;
  uint16_t want = 0x1234;
  int ok = __atomic_compare_exchange_n(&w, &want, 0xbeef, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  want = 0x1111;
  int bad = __atomic_compare_exchange_n(&w, &want, 0x2222, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  printf("%d %x %d %x\n", ok, w, bad, want);
  return 0;
}
