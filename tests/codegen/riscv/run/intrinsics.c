// Driver for intrinsics.ll: calls every wrapper with edge values and prints the results.
#include <stdio.h>
#include <stdint.h>
typedef int64_t (*bin_fn)(int64_t, int64_t);
typedef int64_t (*un_fn)(int64_t);
typedef int64_t (*tri_fn)(int64_t, int64_t, int64_t);
typedef int64_t (*ovf_fn)(int64_t, int64_t, int32_t *);
static const int64_t vals[] = {0, 1, 2, 3, -1, -2, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff,
    0x7fffffff, 0x80000000LL, 0xffffffffLL, 0x123456789abcdef0LL, 0x5555555555555555LL,
    INT64_MAX, INT64_MIN, INT64_MIN + 1, -0x7f, 100, -100};
static const int64_t amts[] = {0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, -1};
#define NV (sizeof vals / sizeof vals[0])
#define NA (sizeof amts / sizeof amts[0])
static uint64_t h = 1469598103934665603ULL;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211ULL; }
static void bin(const char *name, bin_fn f, int shift, int w) {
  uint64_t before = h;
  for (unsigned i = 0; i < NV; i++)
    for (unsigned j = 0; j < (shift ? NA : NV); j++) {
      int64_t b = shift ? amts[j] : vals[j];
      if (shift == 2 && (b < 0 || b >= w)) continue; /* sshl/ushl.sat: amount < width */
      mix((uint64_t)f(vals[i], b));
    }
  printf("%s %016llx\n", name, (unsigned long long)(h ^ before));
}
static void un(const char *name, un_fn f) {
  uint64_t before = h;
  for (unsigned i = 0; i < NV; i++) mix((uint64_t)f(vals[i]));
  printf("%s %016llx\n", name, (unsigned long long)(h ^ before));
}
static void tri(const char *name, tri_fn f) {
  uint64_t before = h;
  for (unsigned i = 0; i < NV; i++)
    for (unsigned j = 0; j < NV; j += 3)
      for (unsigned k = 0; k < NA; k++) mix((uint64_t)f(vals[i], vals[j], amts[k]));
  printf("%s %016llx\n", name, (unsigned long long)(h ^ before));
}
static void ovf(const char *name, ovf_fn f) {
  uint64_t before = h;
  for (unsigned i = 0; i < NV; i++)
    for (unsigned j = 0; j < NV; j++) {
      int32_t o = 7;
      mix((uint64_t)f(vals[i], vals[j], &o));
      mix((uint64_t)o);
    }
  printf("%s %016llx\n", name, (unsigned long long)(h ^ before));
}

int64_t fshl_8(int64_t, int64_t, int64_t);
int64_t fshl_8_c0(int64_t, int64_t);
int64_t fshl_8_c3(int64_t, int64_t);
int64_t fshl_8_c7(int64_t, int64_t);
int64_t fshl_8_c13(int64_t, int64_t);
int64_t rotl_8(int64_t, int64_t);
int64_t fshr_8(int64_t, int64_t, int64_t);
int64_t fshr_8_c0(int64_t, int64_t);
int64_t fshr_8_c3(int64_t, int64_t);
int64_t fshr_8_c7(int64_t, int64_t);
int64_t fshr_8_c13(int64_t, int64_t);
int64_t rotr_8(int64_t, int64_t);
int64_t saddo_8(int64_t, int64_t, int32_t *);
int64_t uaddo_8(int64_t, int64_t, int32_t *);
int64_t ssubo_8(int64_t, int64_t, int32_t *);
int64_t usubo_8(int64_t, int64_t, int32_t *);
int64_t smulo_8(int64_t, int64_t, int32_t *);
int64_t umulo_8(int64_t, int64_t, int32_t *);
int64_t sadd_sat_8(int64_t, int64_t);
int64_t uadd_sat_8(int64_t, int64_t);
int64_t ssub_sat_8(int64_t, int64_t);
int64_t usub_sat_8(int64_t, int64_t);
int64_t sshl_sat_8(int64_t, int64_t);
int64_t ushl_sat_8(int64_t, int64_t);
int64_t ucmp_8_8(int64_t, int64_t);
int64_t ucmp_32_8(int64_t, int64_t);
int64_t scmp_8_8(int64_t, int64_t);
int64_t scmp_32_8(int64_t, int64_t);
int64_t smin_8(int64_t, int64_t);
int64_t smax_8(int64_t, int64_t);
int64_t umin_8(int64_t, int64_t);
int64_t umax_8(int64_t, int64_t);
int64_t ctpop_8(int64_t);
int64_t bitreverse_8(int64_t);
int64_t abs_8(int64_t);
int64_t ctlz_8(int64_t);
int64_t cttz_8(int64_t);
int64_t fshl_16(int64_t, int64_t, int64_t);
int64_t fshl_16_c0(int64_t, int64_t);
int64_t fshl_16_c3(int64_t, int64_t);
int64_t fshl_16_c15(int64_t, int64_t);
int64_t fshl_16_c21(int64_t, int64_t);
int64_t rotl_16(int64_t, int64_t);
int64_t fshr_16(int64_t, int64_t, int64_t);
int64_t fshr_16_c0(int64_t, int64_t);
int64_t fshr_16_c3(int64_t, int64_t);
int64_t fshr_16_c15(int64_t, int64_t);
int64_t fshr_16_c21(int64_t, int64_t);
int64_t rotr_16(int64_t, int64_t);
int64_t saddo_16(int64_t, int64_t, int32_t *);
int64_t uaddo_16(int64_t, int64_t, int32_t *);
int64_t ssubo_16(int64_t, int64_t, int32_t *);
int64_t usubo_16(int64_t, int64_t, int32_t *);
int64_t smulo_16(int64_t, int64_t, int32_t *);
int64_t umulo_16(int64_t, int64_t, int32_t *);
int64_t sadd_sat_16(int64_t, int64_t);
int64_t uadd_sat_16(int64_t, int64_t);
int64_t ssub_sat_16(int64_t, int64_t);
int64_t usub_sat_16(int64_t, int64_t);
int64_t sshl_sat_16(int64_t, int64_t);
int64_t ushl_sat_16(int64_t, int64_t);
int64_t ucmp_8_16(int64_t, int64_t);
int64_t ucmp_32_16(int64_t, int64_t);
int64_t scmp_8_16(int64_t, int64_t);
int64_t scmp_32_16(int64_t, int64_t);
int64_t smin_16(int64_t, int64_t);
int64_t smax_16(int64_t, int64_t);
int64_t umin_16(int64_t, int64_t);
int64_t umax_16(int64_t, int64_t);
int64_t ctpop_16(int64_t);
int64_t bitreverse_16(int64_t);
int64_t abs_16(int64_t);
int64_t ctlz_16(int64_t);
int64_t cttz_16(int64_t);
int64_t bswap_16(int64_t);
int64_t fshl_32(int64_t, int64_t, int64_t);
int64_t fshl_32_c0(int64_t, int64_t);
int64_t fshl_32_c3(int64_t, int64_t);
int64_t fshl_32_c31(int64_t, int64_t);
int64_t fshl_32_c37(int64_t, int64_t);
int64_t rotl_32(int64_t, int64_t);
int64_t fshr_32(int64_t, int64_t, int64_t);
int64_t fshr_32_c0(int64_t, int64_t);
int64_t fshr_32_c3(int64_t, int64_t);
int64_t fshr_32_c31(int64_t, int64_t);
int64_t fshr_32_c37(int64_t, int64_t);
int64_t rotr_32(int64_t, int64_t);
int64_t saddo_32(int64_t, int64_t, int32_t *);
int64_t uaddo_32(int64_t, int64_t, int32_t *);
int64_t ssubo_32(int64_t, int64_t, int32_t *);
int64_t usubo_32(int64_t, int64_t, int32_t *);
int64_t smulo_32(int64_t, int64_t, int32_t *);
int64_t umulo_32(int64_t, int64_t, int32_t *);
int64_t sadd_sat_32(int64_t, int64_t);
int64_t uadd_sat_32(int64_t, int64_t);
int64_t ssub_sat_32(int64_t, int64_t);
int64_t usub_sat_32(int64_t, int64_t);
int64_t sshl_sat_32(int64_t, int64_t);
int64_t ushl_sat_32(int64_t, int64_t);
int64_t ucmp_8_32(int64_t, int64_t);
int64_t ucmp_32_32(int64_t, int64_t);
int64_t scmp_8_32(int64_t, int64_t);
int64_t scmp_32_32(int64_t, int64_t);
int64_t smin_32(int64_t, int64_t);
int64_t smax_32(int64_t, int64_t);
int64_t umin_32(int64_t, int64_t);
int64_t umax_32(int64_t, int64_t);
int64_t ctpop_32(int64_t);
int64_t bitreverse_32(int64_t);
int64_t abs_32(int64_t);
int64_t ctlz_32(int64_t);
int64_t cttz_32(int64_t);
int64_t bswap_32(int64_t);
int64_t fshl_64(int64_t, int64_t, int64_t);
int64_t fshl_64_c0(int64_t, int64_t);
int64_t fshl_64_c3(int64_t, int64_t);
int64_t fshl_64_c63(int64_t, int64_t);
int64_t fshl_64_c69(int64_t, int64_t);
int64_t rotl_64(int64_t, int64_t);
int64_t fshr_64(int64_t, int64_t, int64_t);
int64_t fshr_64_c0(int64_t, int64_t);
int64_t fshr_64_c3(int64_t, int64_t);
int64_t fshr_64_c63(int64_t, int64_t);
int64_t fshr_64_c69(int64_t, int64_t);
int64_t rotr_64(int64_t, int64_t);
int64_t saddo_64(int64_t, int64_t, int32_t *);
int64_t uaddo_64(int64_t, int64_t, int32_t *);
int64_t ssubo_64(int64_t, int64_t, int32_t *);
int64_t usubo_64(int64_t, int64_t, int32_t *);
int64_t smulo_64(int64_t, int64_t, int32_t *);
int64_t umulo_64(int64_t, int64_t, int32_t *);
int64_t sadd_sat_64(int64_t, int64_t);
int64_t uadd_sat_64(int64_t, int64_t);
int64_t ssub_sat_64(int64_t, int64_t);
int64_t usub_sat_64(int64_t, int64_t);
int64_t sshl_sat_64(int64_t, int64_t);
int64_t ushl_sat_64(int64_t, int64_t);
int64_t ucmp_8_64(int64_t, int64_t);
int64_t ucmp_32_64(int64_t, int64_t);
int64_t scmp_8_64(int64_t, int64_t);
int64_t scmp_32_64(int64_t, int64_t);
int64_t smin_64(int64_t, int64_t);
int64_t smax_64(int64_t, int64_t);
int64_t umin_64(int64_t, int64_t);
int64_t umax_64(int64_t, int64_t);
int64_t ctpop_64(int64_t);
int64_t bitreverse_64(int64_t);
int64_t abs_64(int64_t);
int64_t ctlz_64(int64_t);
int64_t cttz_64(int64_t);
int64_t bswap_64(int64_t);
typedef unsigned __int128 u128;
static void mix128(u128 v) { mix((uint64_t)v); mix((uint64_t)(v >> 64)); }
/* (lo, hi) pairs: every value as low half with a few high halves, and the reverse */
#define NP 12
static void pair(int k, int64_t *lo, int64_t *hi) {
  static const int his[] = {0, 4, 17, 18};
  *lo = vals[(k * 7) % NV];
  *hi = vals[his[k % 4]];
}
static void t1(const char *name, void *fp) {
  u128 (*f)(int64_t, int64_t) = (u128 (*)(int64_t, int64_t))fp;
  h = 1469598103934665603ULL;
  for (unsigned i = 0; i < NV; i++)
    for (unsigned j = 0; j < NV; j += 2) mix128(f(vals[i], vals[j]));
  printf("%s %016llx\n", name, (unsigned long long)h);
}
static void t2(const char *name, void *fp) {
  u128 (*f)(int64_t, int64_t, int64_t, int64_t) = (u128 (*)(int64_t, int64_t, int64_t, int64_t))fp;
  h = 1469598103934665603ULL;
  for (int i = 0; i < 4 * NP; i++)
    for (int j = 0; j < 4 * NP; j++) {
      int64_t al, ah, bl, bh;
      pair(i, &al, &ah);
      pair(j, &bl, &bh);
      mix128(f(al, ah, bl, bh));
    }
  printf("%s %016llx\n", name, (unsigned long long)h);
}
static void t3(const char *name, void *fp) {
  u128 (*f)(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t) =
      (u128 (*)(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t))fp;
  h = 1469598103934665603ULL;
  static const int64_t amts128[] = {0, 1, 63, 64, 65, 127, 128, 129, 200};
  for (int i = 0; i < 2 * NP; i++)
    for (int j = 0; j < 2 * NP; j += 3)
      for (unsigned k = 0; k < sizeof amts128 / sizeof amts128[0]; k++) {
        int64_t al, ah, bl, bh;
        pair(i, &al, &ah);
        pair(j, &bl, &bh);
        mix128(f(al, ah, bl, bh, amts128[k], 0));
      }
  printf("%s %016llx\n", name, (unsigned long long)h);
}
u128 fshl_128(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
u128 fshl_128_c70(int64_t, int64_t, int64_t, int64_t);
u128 fshr_128(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
u128 fshr_128_c70(int64_t, int64_t, int64_t, int64_t);
u128 saddo_128(int64_t, int64_t, int64_t, int64_t);
u128 uaddo_128(int64_t, int64_t, int64_t, int64_t);
u128 ssubo_128(int64_t, int64_t, int64_t, int64_t);
u128 usubo_128(int64_t, int64_t, int64_t, int64_t);
u128 smulo_128(int64_t, int64_t, int64_t, int64_t);
u128 umulo_128(int64_t, int64_t, int64_t, int64_t);
u128 sadd_sat_128(int64_t, int64_t, int64_t, int64_t);
u128 uadd_sat_128(int64_t, int64_t, int64_t, int64_t);
u128 ssub_sat_128(int64_t, int64_t, int64_t, int64_t);
u128 usub_sat_128(int64_t, int64_t, int64_t, int64_t);
u128 ucmp_128(int64_t, int64_t, int64_t, int64_t);
u128 scmp_128(int64_t, int64_t, int64_t, int64_t);
u128 smin_128(int64_t, int64_t, int64_t, int64_t);
u128 smax_128(int64_t, int64_t, int64_t, int64_t);
u128 umin_128(int64_t, int64_t, int64_t, int64_t);
u128 umax_128(int64_t, int64_t, int64_t, int64_t);
u128 ctpop_128(int64_t, int64_t);
u128 bitreverse_128(int64_t, int64_t);
u128 bswap_128(int64_t, int64_t);
u128 abs_128(int64_t, int64_t);
u128 ctlz_128(int64_t, int64_t);
u128 cttz_128(int64_t, int64_t);
int main(void) {
  t3("fshl_128", (void *)fshl_128);
  t2("fshl_128_c70", (void *)fshl_128_c70);
  t3("fshr_128", (void *)fshr_128);
  t2("fshr_128_c70", (void *)fshr_128_c70);
  t2("saddo_128", (void *)saddo_128);
  t2("uaddo_128", (void *)uaddo_128);
  t2("ssubo_128", (void *)ssubo_128);
  t2("usubo_128", (void *)usubo_128);
  t2("smulo_128", (void *)smulo_128);
  t2("umulo_128", (void *)umulo_128);
  t2("sadd_sat_128", (void *)sadd_sat_128);
  t2("uadd_sat_128", (void *)uadd_sat_128);
  t2("ssub_sat_128", (void *)ssub_sat_128);
  t2("usub_sat_128", (void *)usub_sat_128);
  t2("ucmp_128", (void *)ucmp_128);
  t2("scmp_128", (void *)scmp_128);
  t2("smin_128", (void *)smin_128);
  t2("smax_128", (void *)smax_128);
  t2("umin_128", (void *)umin_128);
  t2("umax_128", (void *)umax_128);
  t1("ctpop_128", (void *)ctpop_128);
  t1("bitreverse_128", (void *)bitreverse_128);
  t1("bswap_128", (void *)bswap_128);
  t1("abs_128", (void *)abs_128);
  t1("ctlz_128", (void *)ctlz_128);
  t1("cttz_128", (void *)cttz_128);
  h = 1469598103934665603ULL;
  tri("fshl_8", fshl_8);
  bin("fshl_8_c0", fshl_8_c0, 0, 8);
  bin("fshl_8_c3", fshl_8_c3, 0, 8);
  bin("fshl_8_c7", fshl_8_c7, 0, 8);
  bin("fshl_8_c13", fshl_8_c13, 0, 8);
  bin("rotl_8", rotl_8, 1, 8);
  tri("fshr_8", fshr_8);
  bin("fshr_8_c0", fshr_8_c0, 0, 8);
  bin("fshr_8_c3", fshr_8_c3, 0, 8);
  bin("fshr_8_c7", fshr_8_c7, 0, 8);
  bin("fshr_8_c13", fshr_8_c13, 0, 8);
  bin("rotr_8", rotr_8, 1, 8);
  ovf("saddo_8", saddo_8);
  ovf("uaddo_8", uaddo_8);
  ovf("ssubo_8", ssubo_8);
  ovf("usubo_8", usubo_8);
  ovf("smulo_8", smulo_8);
  ovf("umulo_8", umulo_8);
  bin("sadd_sat_8", sadd_sat_8, 0, 8);
  bin("uadd_sat_8", uadd_sat_8, 0, 8);
  bin("ssub_sat_8", ssub_sat_8, 0, 8);
  bin("usub_sat_8", usub_sat_8, 0, 8);
  bin("sshl_sat_8", sshl_sat_8, 2, 8);
  bin("ushl_sat_8", ushl_sat_8, 2, 8);
  bin("ucmp_8_8", ucmp_8_8, 0, 8);
  bin("ucmp_32_8", ucmp_32_8, 0, 8);
  bin("scmp_8_8", scmp_8_8, 0, 8);
  bin("scmp_32_8", scmp_32_8, 0, 8);
  bin("smin_8", smin_8, 0, 8);
  bin("smax_8", smax_8, 0, 8);
  bin("umin_8", umin_8, 0, 8);
  bin("umax_8", umax_8, 0, 8);
  un("ctpop_8", ctpop_8);
  un("bitreverse_8", bitreverse_8);
  un("abs_8", abs_8);
  un("ctlz_8", ctlz_8);
  un("cttz_8", cttz_8);
  tri("fshl_16", fshl_16);
  bin("fshl_16_c0", fshl_16_c0, 0, 16);
  bin("fshl_16_c3", fshl_16_c3, 0, 16);
  bin("fshl_16_c15", fshl_16_c15, 0, 16);
  bin("fshl_16_c21", fshl_16_c21, 0, 16);
  bin("rotl_16", rotl_16, 1, 16);
  tri("fshr_16", fshr_16);
  bin("fshr_16_c0", fshr_16_c0, 0, 16);
  bin("fshr_16_c3", fshr_16_c3, 0, 16);
  bin("fshr_16_c15", fshr_16_c15, 0, 16);
  bin("fshr_16_c21", fshr_16_c21, 0, 16);
  bin("rotr_16", rotr_16, 1, 16);
  ovf("saddo_16", saddo_16);
  ovf("uaddo_16", uaddo_16);
  ovf("ssubo_16", ssubo_16);
  ovf("usubo_16", usubo_16);
  ovf("smulo_16", smulo_16);
  ovf("umulo_16", umulo_16);
  bin("sadd_sat_16", sadd_sat_16, 0, 16);
  bin("uadd_sat_16", uadd_sat_16, 0, 16);
  bin("ssub_sat_16", ssub_sat_16, 0, 16);
  bin("usub_sat_16", usub_sat_16, 0, 16);
  bin("sshl_sat_16", sshl_sat_16, 2, 16);
  bin("ushl_sat_16", ushl_sat_16, 2, 16);
  bin("ucmp_8_16", ucmp_8_16, 0, 16);
  bin("ucmp_32_16", ucmp_32_16, 0, 16);
  bin("scmp_8_16", scmp_8_16, 0, 16);
  bin("scmp_32_16", scmp_32_16, 0, 16);
  bin("smin_16", smin_16, 0, 16);
  bin("smax_16", smax_16, 0, 16);
  bin("umin_16", umin_16, 0, 16);
  bin("umax_16", umax_16, 0, 16);
  un("ctpop_16", ctpop_16);
  un("bitreverse_16", bitreverse_16);
  un("abs_16", abs_16);
  un("ctlz_16", ctlz_16);
  un("cttz_16", cttz_16);
  un("bswap_16", bswap_16);
  tri("fshl_32", fshl_32);
  bin("fshl_32_c0", fshl_32_c0, 0, 32);
  bin("fshl_32_c3", fshl_32_c3, 0, 32);
  bin("fshl_32_c31", fshl_32_c31, 0, 32);
  bin("fshl_32_c37", fshl_32_c37, 0, 32);
  bin("rotl_32", rotl_32, 1, 32);
  tri("fshr_32", fshr_32);
  bin("fshr_32_c0", fshr_32_c0, 0, 32);
  bin("fshr_32_c3", fshr_32_c3, 0, 32);
  bin("fshr_32_c31", fshr_32_c31, 0, 32);
  bin("fshr_32_c37", fshr_32_c37, 0, 32);
  bin("rotr_32", rotr_32, 1, 32);
  ovf("saddo_32", saddo_32);
  ovf("uaddo_32", uaddo_32);
  ovf("ssubo_32", ssubo_32);
  ovf("usubo_32", usubo_32);
  ovf("smulo_32", smulo_32);
  ovf("umulo_32", umulo_32);
  bin("sadd_sat_32", sadd_sat_32, 0, 32);
  bin("uadd_sat_32", uadd_sat_32, 0, 32);
  bin("ssub_sat_32", ssub_sat_32, 0, 32);
  bin("usub_sat_32", usub_sat_32, 0, 32);
  bin("sshl_sat_32", sshl_sat_32, 2, 32);
  bin("ushl_sat_32", ushl_sat_32, 2, 32);
  bin("ucmp_8_32", ucmp_8_32, 0, 32);
  bin("ucmp_32_32", ucmp_32_32, 0, 32);
  bin("scmp_8_32", scmp_8_32, 0, 32);
  bin("scmp_32_32", scmp_32_32, 0, 32);
  bin("smin_32", smin_32, 0, 32);
  bin("smax_32", smax_32, 0, 32);
  bin("umin_32", umin_32, 0, 32);
  bin("umax_32", umax_32, 0, 32);
  un("ctpop_32", ctpop_32);
  un("bitreverse_32", bitreverse_32);
  un("abs_32", abs_32);
  un("ctlz_32", ctlz_32);
  un("cttz_32", cttz_32);
  un("bswap_32", bswap_32);
  tri("fshl_64", fshl_64);
  bin("fshl_64_c0", fshl_64_c0, 0, 64);
  bin("fshl_64_c3", fshl_64_c3, 0, 64);
  bin("fshl_64_c63", fshl_64_c63, 0, 64);
  bin("fshl_64_c69", fshl_64_c69, 0, 64);
  bin("rotl_64", rotl_64, 1, 64);
  tri("fshr_64", fshr_64);
  bin("fshr_64_c0", fshr_64_c0, 0, 64);
  bin("fshr_64_c3", fshr_64_c3, 0, 64);
  bin("fshr_64_c63", fshr_64_c63, 0, 64);
  bin("fshr_64_c69", fshr_64_c69, 0, 64);
  bin("rotr_64", rotr_64, 1, 64);
  ovf("saddo_64", saddo_64);
  ovf("uaddo_64", uaddo_64);
  ovf("ssubo_64", ssubo_64);
  ovf("usubo_64", usubo_64);
  ovf("smulo_64", smulo_64);
  ovf("umulo_64", umulo_64);
  bin("sadd_sat_64", sadd_sat_64, 0, 64);
  bin("uadd_sat_64", uadd_sat_64, 0, 64);
  bin("ssub_sat_64", ssub_sat_64, 0, 64);
  bin("usub_sat_64", usub_sat_64, 0, 64);
  bin("sshl_sat_64", sshl_sat_64, 2, 64);
  bin("ushl_sat_64", ushl_sat_64, 2, 64);
  bin("ucmp_8_64", ucmp_8_64, 0, 64);
  bin("ucmp_32_64", ucmp_32_64, 0, 64);
  bin("scmp_8_64", scmp_8_64, 0, 64);
  bin("scmp_32_64", scmp_32_64, 0, 64);
  bin("smin_64", smin_64, 0, 64);
  bin("smax_64", smax_64, 0, 64);
  bin("umin_64", umin_64, 0, 64);
  bin("umax_64", umax_64, 0, 64);
  un("ctpop_64", ctpop_64);
  un("bitreverse_64", bitreverse_64);
  un("abs_64", abs_64);
  un("ctlz_64", ctlz_64);
  un("cttz_64", cttz_64);
  un("bswap_64", bswap_64);
  printf("all %016llx\n", (unsigned long long)h);
  return 0;
}
