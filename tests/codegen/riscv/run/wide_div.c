// Driver for wide_div.ll: division and remainder of i192/i256/i512 and multiplication with
// overflow of i128/i192/i256 on edge values, as 64-bit words (little-endian), hashed per
// function.
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#define W 8
typedef void (*div_fn)(uint64_t *, const uint64_t *, const uint64_t *);
typedef int (*mul_fn)(uint64_t *, const uint64_t *, const uint64_t *);
#define D(n)                                                                               \
  void udiv_i##n(uint64_t *, const uint64_t *, const uint64_t *);                          \
  void sdiv_i##n(uint64_t *, const uint64_t *, const uint64_t *);                          \
  void urem_i##n(uint64_t *, const uint64_t *, const uint64_t *);                          \
  void srem_i##n(uint64_t *, const uint64_t *, const uint64_t *);
D(192) D(256) D(512)
#define M(n)                                                                               \
  int smulo_i##n(uint64_t *, const uint64_t *, const uint64_t *);                          \
  int umulo_i##n(uint64_t *, const uint64_t *, const uint64_t *);
M(128) M(192) M(256)
void div_chain_i256(uint64_t *, const uint64_t *, long);
static uint64_t hash;
static void mix(uint64_t v) { hash = (hash ^ v) * 1099511628211ULL; }
// Value k of a family of edge values with `words` words (sign-extended patterns).
static void value(uint64_t *v, int k, int words) {
  memset(v, 0, W * 8);
  uint64_t fill = 0;
  switch (k % 12) {
  case 0: v[0] = 1; break;
  case 1: v[0] = 7; break;
  case 2: fill = ~0ull; break;                                   /* -1 */
  case 3: v[words - 1] = 1ull << 63; break;                      /* MIN */
  case 4: fill = ~0ull; v[words - 1] = ~0ull >> 1; break;        /* MAX */
  case 5: v[0] = 0x123456789abcdef1ull; v[1] = 0x0fedcba987654321ull; break;
  case 6: for (int i = 0; i < words; i++) v[i] = 0x5555555555555555ull * (i + 1); break;
  case 7: v[words / 2] = 3; break;
  case 8: fill = ~0ull; v[0] = ~0ull - 12; break;                /* -13 */
  case 9: v[words - 1] = 0x0000000100000000ull; v[0] = 99; break;
  case 10: v[0] = 0; v[1] = 1; break;                            /* 2^64 */
  default: for (int i = 0; i < words; i++) v[i] = 0xdeadbeefcafef00dull ^ (uint64_t)i; break;
  }
  if (fill)
    for (int i = 0; i < words; i++)
      if (!(k % 12 == 4 && i == words - 1) && !(k % 12 == 8 && i == 0)) v[i] = fill;
}
static int is_zero(const uint64_t *v, int words) {
  for (int i = 0; i < words; i++)
    if (v[i]) return 0;
  return 1;
}
static void run_div(const char *name, div_fn f, int words, int is_signed) {
  uint64_t a[W], b[W], r[W];
  hash = 1469598103934665603ULL;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 12; j++) {
      value(a, i, words);
      value(b, j, words);
      if (is_zero(b, words)) continue;
      /* MIN / -1 overflows: undefined for sdiv and srem */
      if (is_signed && j % 12 == 2 && i % 12 == 3) continue;
      memset(r, 0, sizeof r);
      f(r, a, b);
      for (int w = 0; w < words; w++) mix(r[w]);
    }
  printf("%s %016llx\n", name, (unsigned long long)hash);
}
static void run_mul(const char *name, mul_fn f, int words) {
  uint64_t a[W], b[W], r[W];
  hash = 1469598103934665603ULL;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 12; j++) {
      value(a, i, words);
      value(b, j, words);
      memset(r, 0, sizeof r);
      mix((uint64_t)f(r, a, b));
      for (int w = 0; w < words; w++) mix(r[w]);
    }
  printf("%s %016llx\n", name, (unsigned long long)hash);
}
int main(void) {
#define RD(n)                                                                              \
  run_div("udiv_i" #n, udiv_i##n, n / 64, 0);                                              \
  run_div("sdiv_i" #n, sdiv_i##n, n / 64, 1);                                              \
  run_div("urem_i" #n, urem_i##n, n / 64, 0);                                              \
  run_div("srem_i" #n, srem_i##n, n / 64, 1);
  RD(192) RD(256) RD(512)
#define RM(n)                                                                              \
  run_mul("smulo_i" #n, smulo_i##n, n / 64);                                               \
  run_mul("umulo_i" #n, umulo_i##n, n / 64);
  RM(128) RM(192) RM(256)
  uint64_t a[W], r[W];
  for (int k = 0; k < 12; k++) {
    value(a, k, 4);
    div_chain_i256(r, a, 9);
    printf("div_chain %d %016llx %016llx %016llx %016llx\n", k, (unsigned long long)r[0],
           (unsigned long long)r[1], (unsigned long long)r[2], (unsigned long long)r[3]);
  }
  return 0;
}
