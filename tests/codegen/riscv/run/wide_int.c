// Driver for wide_int.ll: edge values of i136/i192/i256/i512 through every wrapper; prints a
// hash of the result bytes per wrapper.
#include <stdio.h>
#include <stdint.h>
#include <string.h>
static uint64_t h = 1469598103934665603ULL;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211ULL; }
static void mixb(const uint64_t *r, int w) {
  const unsigned char *b = (const unsigned char *)r;
  for (int i = 0; i < (w + 7) / 8; i++) mix(b[i]);
}
#define NV 10
/* value k of width w in 64-bit words (little-endian), sign-extended pattern beyond w bits */
static void val(uint64_t *o, int k, int w) {
  int n = (w + 63) / 64;
  memset(o, 0, 64);
  for (int i = 0; i < n; i++) {
    switch (k) {
    case 0: o[i] = 0; break;
    case 1: o[i] = i == 0; break;
    case 2: o[i] = ~0ULL; break;                                 /* -1 */
    case 3: o[i] = i == 0 ? ~0ULL : 0; break;                    /* 2^64-1 */
    case 4: o[i] = i == 2 ? 1 : 0; break;                        /* 2^128 */
    case 5: o[i] = 0x9e3779b97f4a7c15ULL * (i + 1); break;
    case 6: o[i] = 0xc2b2ae3d27d4eb4fULL ^ (i * 0x165667b19e3779f9ULL); break;
    case 7: o[i] = i == 1 ? 0x8000000000000000ULL : 0; break;    /* 2^127 */
    case 8: o[i] = ~0ULL - i; break;
    case 9: o[i] = 0x5555555555555555ULL; break;
    }
  }
  /* top bit of the w-bit value: 7, 8 are "MIN"- and "MAX"-like */
  int tb = (w - 1) % 64, tw = (w - 1) / 64;
  if (k == 7) { memset(o, 0, 64); o[tw] = 1ULL << tb; }
  if (k == 8) { for (int i = 0; i < n; i++) o[i] = ~0ULL; o[tw] &= (tb == 63) ? ~0ULL >> 1 : ((1ULL << tb) - 1); }
}
static const int64_t amts[] = {0, 1, 63, 64, 65, 127, 128, 129, 135, 191, 255, 300, 511};
#define NA (sizeof amts / sizeof amts[0])

void add_136(uint64_t *, const uint64_t *, const uint64_t *);
void sub_136(uint64_t *, const uint64_t *, const uint64_t *);
void mul_136(uint64_t *, const uint64_t *, const uint64_t *);
void and_136(uint64_t *, const uint64_t *, const uint64_t *);
void or_136(uint64_t *, const uint64_t *, const uint64_t *);
void xor_136(uint64_t *, const uint64_t *, const uint64_t *);
void shl_136_c1(uint64_t *, const uint64_t *);
void shl_136_c63(uint64_t *, const uint64_t *);
void shl_136_c64(uint64_t *, const uint64_t *);
void shl_136_c100(uint64_t *, const uint64_t *);
void shl_136_c128(uint64_t *, const uint64_t *);
void shl_136_c135(uint64_t *, const uint64_t *);
void shl_136_v(uint64_t *, const uint64_t *, int64_t);
void lshr_136_c1(uint64_t *, const uint64_t *);
void lshr_136_c63(uint64_t *, const uint64_t *);
void lshr_136_c64(uint64_t *, const uint64_t *);
void lshr_136_c100(uint64_t *, const uint64_t *);
void lshr_136_c128(uint64_t *, const uint64_t *);
void lshr_136_c135(uint64_t *, const uint64_t *);
void lshr_136_v(uint64_t *, const uint64_t *, int64_t);
void ashr_136_c1(uint64_t *, const uint64_t *);
void ashr_136_c63(uint64_t *, const uint64_t *);
void ashr_136_c64(uint64_t *, const uint64_t *);
void ashr_136_c100(uint64_t *, const uint64_t *);
void ashr_136_c128(uint64_t *, const uint64_t *);
void ashr_136_c135(uint64_t *, const uint64_t *);
void ashr_136_v(uint64_t *, const uint64_t *, int64_t);
int64_t icmp_eq_136(const uint64_t *, const uint64_t *);
int64_t icmp_ult_136(const uint64_t *, const uint64_t *);
int64_t icmp_ugt_136(const uint64_t *, const uint64_t *);
int64_t icmp_slt_136(const uint64_t *, const uint64_t *);
int64_t icmp_sge_136(const uint64_t *, const uint64_t *);
void select_136(uint64_t *, const uint64_t *, const uint64_t *, int64_t);
void zext_136(uint64_t *, int64_t);
void sext_136(uint64_t *, int64_t);
int64_t trunc_136(const uint64_t *);
void loop_136(uint64_t *, const uint64_t *, int64_t);
void add_192(uint64_t *, const uint64_t *, const uint64_t *);
void sub_192(uint64_t *, const uint64_t *, const uint64_t *);
void mul_192(uint64_t *, const uint64_t *, const uint64_t *);
void and_192(uint64_t *, const uint64_t *, const uint64_t *);
void or_192(uint64_t *, const uint64_t *, const uint64_t *);
void xor_192(uint64_t *, const uint64_t *, const uint64_t *);
void shl_192_c1(uint64_t *, const uint64_t *);
void shl_192_c63(uint64_t *, const uint64_t *);
void shl_192_c64(uint64_t *, const uint64_t *);
void shl_192_c100(uint64_t *, const uint64_t *);
void shl_192_c128(uint64_t *, const uint64_t *);
void shl_192_c191(uint64_t *, const uint64_t *);
void shl_192_v(uint64_t *, const uint64_t *, int64_t);
void lshr_192_c1(uint64_t *, const uint64_t *);
void lshr_192_c63(uint64_t *, const uint64_t *);
void lshr_192_c64(uint64_t *, const uint64_t *);
void lshr_192_c100(uint64_t *, const uint64_t *);
void lshr_192_c128(uint64_t *, const uint64_t *);
void lshr_192_c191(uint64_t *, const uint64_t *);
void lshr_192_v(uint64_t *, const uint64_t *, int64_t);
void ashr_192_c1(uint64_t *, const uint64_t *);
void ashr_192_c63(uint64_t *, const uint64_t *);
void ashr_192_c64(uint64_t *, const uint64_t *);
void ashr_192_c100(uint64_t *, const uint64_t *);
void ashr_192_c128(uint64_t *, const uint64_t *);
void ashr_192_c191(uint64_t *, const uint64_t *);
void ashr_192_v(uint64_t *, const uint64_t *, int64_t);
int64_t icmp_eq_192(const uint64_t *, const uint64_t *);
int64_t icmp_ult_192(const uint64_t *, const uint64_t *);
int64_t icmp_ugt_192(const uint64_t *, const uint64_t *);
int64_t icmp_slt_192(const uint64_t *, const uint64_t *);
int64_t icmp_sge_192(const uint64_t *, const uint64_t *);
void select_192(uint64_t *, const uint64_t *, const uint64_t *, int64_t);
void zext_192(uint64_t *, int64_t);
void sext_192(uint64_t *, int64_t);
int64_t trunc_192(const uint64_t *);
void loop_192(uint64_t *, const uint64_t *, int64_t);
void add_256(uint64_t *, const uint64_t *, const uint64_t *);
void sub_256(uint64_t *, const uint64_t *, const uint64_t *);
void mul_256(uint64_t *, const uint64_t *, const uint64_t *);
void and_256(uint64_t *, const uint64_t *, const uint64_t *);
void or_256(uint64_t *, const uint64_t *, const uint64_t *);
void xor_256(uint64_t *, const uint64_t *, const uint64_t *);
void shl_256_c1(uint64_t *, const uint64_t *);
void shl_256_c63(uint64_t *, const uint64_t *);
void shl_256_c64(uint64_t *, const uint64_t *);
void shl_256_c100(uint64_t *, const uint64_t *);
void shl_256_c128(uint64_t *, const uint64_t *);
void shl_256_c255(uint64_t *, const uint64_t *);
void shl_256_v(uint64_t *, const uint64_t *, int64_t);
void lshr_256_c1(uint64_t *, const uint64_t *);
void lshr_256_c63(uint64_t *, const uint64_t *);
void lshr_256_c64(uint64_t *, const uint64_t *);
void lshr_256_c100(uint64_t *, const uint64_t *);
void lshr_256_c128(uint64_t *, const uint64_t *);
void lshr_256_c255(uint64_t *, const uint64_t *);
void lshr_256_v(uint64_t *, const uint64_t *, int64_t);
void ashr_256_c1(uint64_t *, const uint64_t *);
void ashr_256_c63(uint64_t *, const uint64_t *);
void ashr_256_c64(uint64_t *, const uint64_t *);
void ashr_256_c100(uint64_t *, const uint64_t *);
void ashr_256_c128(uint64_t *, const uint64_t *);
void ashr_256_c255(uint64_t *, const uint64_t *);
void ashr_256_v(uint64_t *, const uint64_t *, int64_t);
int64_t icmp_eq_256(const uint64_t *, const uint64_t *);
int64_t icmp_ult_256(const uint64_t *, const uint64_t *);
int64_t icmp_ugt_256(const uint64_t *, const uint64_t *);
int64_t icmp_slt_256(const uint64_t *, const uint64_t *);
int64_t icmp_sge_256(const uint64_t *, const uint64_t *);
void select_256(uint64_t *, const uint64_t *, const uint64_t *, int64_t);
void zext_256(uint64_t *, int64_t);
void sext_256(uint64_t *, int64_t);
int64_t trunc_256(const uint64_t *);
void loop_256(uint64_t *, const uint64_t *, int64_t);
void add_512(uint64_t *, const uint64_t *, const uint64_t *);
void sub_512(uint64_t *, const uint64_t *, const uint64_t *);
void mul_512(uint64_t *, const uint64_t *, const uint64_t *);
void and_512(uint64_t *, const uint64_t *, const uint64_t *);
void or_512(uint64_t *, const uint64_t *, const uint64_t *);
void xor_512(uint64_t *, const uint64_t *, const uint64_t *);
void shl_512_c1(uint64_t *, const uint64_t *);
void shl_512_c63(uint64_t *, const uint64_t *);
void shl_512_c64(uint64_t *, const uint64_t *);
void shl_512_c100(uint64_t *, const uint64_t *);
void shl_512_c128(uint64_t *, const uint64_t *);
void shl_512_c511(uint64_t *, const uint64_t *);
void shl_512_v(uint64_t *, const uint64_t *, int64_t);
void lshr_512_c1(uint64_t *, const uint64_t *);
void lshr_512_c63(uint64_t *, const uint64_t *);
void lshr_512_c64(uint64_t *, const uint64_t *);
void lshr_512_c100(uint64_t *, const uint64_t *);
void lshr_512_c128(uint64_t *, const uint64_t *);
void lshr_512_c511(uint64_t *, const uint64_t *);
void lshr_512_v(uint64_t *, const uint64_t *, int64_t);
void ashr_512_c1(uint64_t *, const uint64_t *);
void ashr_512_c63(uint64_t *, const uint64_t *);
void ashr_512_c64(uint64_t *, const uint64_t *);
void ashr_512_c100(uint64_t *, const uint64_t *);
void ashr_512_c128(uint64_t *, const uint64_t *);
void ashr_512_c511(uint64_t *, const uint64_t *);
void ashr_512_v(uint64_t *, const uint64_t *, int64_t);
int64_t icmp_eq_512(const uint64_t *, const uint64_t *);
int64_t icmp_ult_512(const uint64_t *, const uint64_t *);
int64_t icmp_ugt_512(const uint64_t *, const uint64_t *);
int64_t icmp_slt_512(const uint64_t *, const uint64_t *);
int64_t icmp_sge_512(const uint64_t *, const uint64_t *);
void select_512(uint64_t *, const uint64_t *, const uint64_t *, int64_t);
void zext_512(uint64_t *, int64_t);
void sext_512(uint64_t *, int64_t);
int64_t trunc_512(const uint64_t *);
void loop_512(uint64_t *, const uint64_t *, int64_t);
int main(void) {
  static uint64_t a[8], b[8], r[8];
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); memset(r, 0, 64); add_136(r, a, b); mixb(r, 136); } printf("add_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); memset(r, 0, 64); sub_136(r, a, b); mixb(r, 136); } printf("sub_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); memset(r, 0, 64); mul_136(r, a, b); mixb(r, 136); } printf("mul_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); memset(r, 0, 64); and_136(r, a, b); mixb(r, 136); } printf("and_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); memset(r, 0, 64); or_136(r, a, b); mixb(r, 136); } printf("or_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); memset(r, 0, 64); xor_136(r, a, b); mixb(r, 136); } printf("xor_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); shl_136_c1(r, a); mixb(r, 136); } printf("shl_136_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); shl_136_c63(r, a); mixb(r, 136); } printf("shl_136_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); shl_136_c64(r, a); mixb(r, 136); } printf("shl_136_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); shl_136_c100(r, a); mixb(r, 136); } printf("shl_136_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); shl_136_c128(r, a); mixb(r, 136); } printf("shl_136_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); shl_136_c135(r, a); mixb(r, 136); } printf("shl_136_c135 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 136) continue; val(a, i, 136); memset(r, 0, 64); shl_136_v(r, a, amts[j]); mixb(r, 136); } printf("shl_136_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); lshr_136_c1(r, a); mixb(r, 136); } printf("lshr_136_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); lshr_136_c63(r, a); mixb(r, 136); } printf("lshr_136_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); lshr_136_c64(r, a); mixb(r, 136); } printf("lshr_136_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); lshr_136_c100(r, a); mixb(r, 136); } printf("lshr_136_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); lshr_136_c128(r, a); mixb(r, 136); } printf("lshr_136_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); lshr_136_c135(r, a); mixb(r, 136); } printf("lshr_136_c135 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 136) continue; val(a, i, 136); memset(r, 0, 64); lshr_136_v(r, a, amts[j]); mixb(r, 136); } printf("lshr_136_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); ashr_136_c1(r, a); mixb(r, 136); } printf("ashr_136_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); ashr_136_c63(r, a); mixb(r, 136); } printf("ashr_136_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); ashr_136_c64(r, a); mixb(r, 136); } printf("ashr_136_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); ashr_136_c100(r, a); mixb(r, 136); } printf("ashr_136_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); ashr_136_c128(r, a); mixb(r, 136); } printf("ashr_136_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); ashr_136_c135(r, a); mixb(r, 136); } printf("ashr_136_c135 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 136) continue; val(a, i, 136); memset(r, 0, 64); ashr_136_v(r, a, amts[j]); mixb(r, 136); } printf("ashr_136_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); mix((uint64_t)icmp_eq_136(a, b)); } printf("icmp_eq_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); mix((uint64_t)icmp_ult_136(a, b)); } printf("icmp_ult_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); mix((uint64_t)icmp_ugt_136(a, b)); } printf("icmp_ugt_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); mix((uint64_t)icmp_slt_136(a, b)); } printf("icmp_slt_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 136); val(b, j, 136); mix((uint64_t)icmp_sge_136(a, b)); } printf("icmp_sge_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int c = 0; c < 2; c++) { val(a, i, 136); val(b, (i + 3) % NV, 136); memset(r, 0, 64); select_136(r, a, b, c); mixb(r, 136); } printf("select_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); zext_136(r, (int64_t)a[0]); mixb(r, 136); } printf("zext_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); sext_136(r, (int64_t)a[0]); mixb(r, 136); } printf("sext_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); mix((uint64_t)trunc_136(a)); } printf("trunc_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 136); memset(r, 0, 64); loop_136(r, a, 5 + i); mixb(r, 136); } printf("loop_136 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); memset(r, 0, 64); add_192(r, a, b); mixb(r, 192); } printf("add_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); memset(r, 0, 64); sub_192(r, a, b); mixb(r, 192); } printf("sub_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); memset(r, 0, 64); mul_192(r, a, b); mixb(r, 192); } printf("mul_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); memset(r, 0, 64); and_192(r, a, b); mixb(r, 192); } printf("and_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); memset(r, 0, 64); or_192(r, a, b); mixb(r, 192); } printf("or_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); memset(r, 0, 64); xor_192(r, a, b); mixb(r, 192); } printf("xor_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); shl_192_c1(r, a); mixb(r, 192); } printf("shl_192_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); shl_192_c63(r, a); mixb(r, 192); } printf("shl_192_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); shl_192_c64(r, a); mixb(r, 192); } printf("shl_192_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); shl_192_c100(r, a); mixb(r, 192); } printf("shl_192_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); shl_192_c128(r, a); mixb(r, 192); } printf("shl_192_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); shl_192_c191(r, a); mixb(r, 192); } printf("shl_192_c191 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 192) continue; val(a, i, 192); memset(r, 0, 64); shl_192_v(r, a, amts[j]); mixb(r, 192); } printf("shl_192_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); lshr_192_c1(r, a); mixb(r, 192); } printf("lshr_192_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); lshr_192_c63(r, a); mixb(r, 192); } printf("lshr_192_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); lshr_192_c64(r, a); mixb(r, 192); } printf("lshr_192_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); lshr_192_c100(r, a); mixb(r, 192); } printf("lshr_192_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); lshr_192_c128(r, a); mixb(r, 192); } printf("lshr_192_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); lshr_192_c191(r, a); mixb(r, 192); } printf("lshr_192_c191 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 192) continue; val(a, i, 192); memset(r, 0, 64); lshr_192_v(r, a, amts[j]); mixb(r, 192); } printf("lshr_192_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); ashr_192_c1(r, a); mixb(r, 192); } printf("ashr_192_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); ashr_192_c63(r, a); mixb(r, 192); } printf("ashr_192_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); ashr_192_c64(r, a); mixb(r, 192); } printf("ashr_192_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); ashr_192_c100(r, a); mixb(r, 192); } printf("ashr_192_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); ashr_192_c128(r, a); mixb(r, 192); } printf("ashr_192_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); ashr_192_c191(r, a); mixb(r, 192); } printf("ashr_192_c191 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 192) continue; val(a, i, 192); memset(r, 0, 64); ashr_192_v(r, a, amts[j]); mixb(r, 192); } printf("ashr_192_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); mix((uint64_t)icmp_eq_192(a, b)); } printf("icmp_eq_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); mix((uint64_t)icmp_ult_192(a, b)); } printf("icmp_ult_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); mix((uint64_t)icmp_ugt_192(a, b)); } printf("icmp_ugt_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); mix((uint64_t)icmp_slt_192(a, b)); } printf("icmp_slt_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 192); val(b, j, 192); mix((uint64_t)icmp_sge_192(a, b)); } printf("icmp_sge_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int c = 0; c < 2; c++) { val(a, i, 192); val(b, (i + 3) % NV, 192); memset(r, 0, 64); select_192(r, a, b, c); mixb(r, 192); } printf("select_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); zext_192(r, (int64_t)a[0]); mixb(r, 192); } printf("zext_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); sext_192(r, (int64_t)a[0]); mixb(r, 192); } printf("sext_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); mix((uint64_t)trunc_192(a)); } printf("trunc_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 192); memset(r, 0, 64); loop_192(r, a, 5 + i); mixb(r, 192); } printf("loop_192 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); memset(r, 0, 64); add_256(r, a, b); mixb(r, 256); } printf("add_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); memset(r, 0, 64); sub_256(r, a, b); mixb(r, 256); } printf("sub_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); memset(r, 0, 64); mul_256(r, a, b); mixb(r, 256); } printf("mul_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); memset(r, 0, 64); and_256(r, a, b); mixb(r, 256); } printf("and_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); memset(r, 0, 64); or_256(r, a, b); mixb(r, 256); } printf("or_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); memset(r, 0, 64); xor_256(r, a, b); mixb(r, 256); } printf("xor_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); shl_256_c1(r, a); mixb(r, 256); } printf("shl_256_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); shl_256_c63(r, a); mixb(r, 256); } printf("shl_256_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); shl_256_c64(r, a); mixb(r, 256); } printf("shl_256_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); shl_256_c100(r, a); mixb(r, 256); } printf("shl_256_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); shl_256_c128(r, a); mixb(r, 256); } printf("shl_256_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); shl_256_c255(r, a); mixb(r, 256); } printf("shl_256_c255 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 256) continue; val(a, i, 256); memset(r, 0, 64); shl_256_v(r, a, amts[j]); mixb(r, 256); } printf("shl_256_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); lshr_256_c1(r, a); mixb(r, 256); } printf("lshr_256_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); lshr_256_c63(r, a); mixb(r, 256); } printf("lshr_256_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); lshr_256_c64(r, a); mixb(r, 256); } printf("lshr_256_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); lshr_256_c100(r, a); mixb(r, 256); } printf("lshr_256_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); lshr_256_c128(r, a); mixb(r, 256); } printf("lshr_256_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); lshr_256_c255(r, a); mixb(r, 256); } printf("lshr_256_c255 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 256) continue; val(a, i, 256); memset(r, 0, 64); lshr_256_v(r, a, amts[j]); mixb(r, 256); } printf("lshr_256_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); ashr_256_c1(r, a); mixb(r, 256); } printf("ashr_256_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); ashr_256_c63(r, a); mixb(r, 256); } printf("ashr_256_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); ashr_256_c64(r, a); mixb(r, 256); } printf("ashr_256_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); ashr_256_c100(r, a); mixb(r, 256); } printf("ashr_256_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); ashr_256_c128(r, a); mixb(r, 256); } printf("ashr_256_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); ashr_256_c255(r, a); mixb(r, 256); } printf("ashr_256_c255 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 256) continue; val(a, i, 256); memset(r, 0, 64); ashr_256_v(r, a, amts[j]); mixb(r, 256); } printf("ashr_256_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); mix((uint64_t)icmp_eq_256(a, b)); } printf("icmp_eq_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); mix((uint64_t)icmp_ult_256(a, b)); } printf("icmp_ult_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); mix((uint64_t)icmp_ugt_256(a, b)); } printf("icmp_ugt_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); mix((uint64_t)icmp_slt_256(a, b)); } printf("icmp_slt_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 256); val(b, j, 256); mix((uint64_t)icmp_sge_256(a, b)); } printf("icmp_sge_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int c = 0; c < 2; c++) { val(a, i, 256); val(b, (i + 3) % NV, 256); memset(r, 0, 64); select_256(r, a, b, c); mixb(r, 256); } printf("select_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); zext_256(r, (int64_t)a[0]); mixb(r, 256); } printf("zext_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); sext_256(r, (int64_t)a[0]); mixb(r, 256); } printf("sext_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); mix((uint64_t)trunc_256(a)); } printf("trunc_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 256); memset(r, 0, 64); loop_256(r, a, 5 + i); mixb(r, 256); } printf("loop_256 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); memset(r, 0, 64); add_512(r, a, b); mixb(r, 512); } printf("add_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); memset(r, 0, 64); sub_512(r, a, b); mixb(r, 512); } printf("sub_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); memset(r, 0, 64); mul_512(r, a, b); mixb(r, 512); } printf("mul_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); memset(r, 0, 64); and_512(r, a, b); mixb(r, 512); } printf("and_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); memset(r, 0, 64); or_512(r, a, b); mixb(r, 512); } printf("or_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); memset(r, 0, 64); xor_512(r, a, b); mixb(r, 512); } printf("xor_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); shl_512_c1(r, a); mixb(r, 512); } printf("shl_512_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); shl_512_c63(r, a); mixb(r, 512); } printf("shl_512_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); shl_512_c64(r, a); mixb(r, 512); } printf("shl_512_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); shl_512_c100(r, a); mixb(r, 512); } printf("shl_512_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); shl_512_c128(r, a); mixb(r, 512); } printf("shl_512_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); shl_512_c511(r, a); mixb(r, 512); } printf("shl_512_c511 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 512) continue; val(a, i, 512); memset(r, 0, 64); shl_512_v(r, a, amts[j]); mixb(r, 512); } printf("shl_512_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); lshr_512_c1(r, a); mixb(r, 512); } printf("lshr_512_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); lshr_512_c63(r, a); mixb(r, 512); } printf("lshr_512_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); lshr_512_c64(r, a); mixb(r, 512); } printf("lshr_512_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); lshr_512_c100(r, a); mixb(r, 512); } printf("lshr_512_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); lshr_512_c128(r, a); mixb(r, 512); } printf("lshr_512_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); lshr_512_c511(r, a); mixb(r, 512); } printf("lshr_512_c511 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 512) continue; val(a, i, 512); memset(r, 0, 64); lshr_512_v(r, a, amts[j]); mixb(r, 512); } printf("lshr_512_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); ashr_512_c1(r, a); mixb(r, 512); } printf("ashr_512_c1 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); ashr_512_c63(r, a); mixb(r, 512); } printf("ashr_512_c63 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); ashr_512_c64(r, a); mixb(r, 512); } printf("ashr_512_c64 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); ashr_512_c100(r, a); mixb(r, 512); } printf("ashr_512_c100 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); ashr_512_c128(r, a); mixb(r, 512); } printf("ashr_512_c128 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); ashr_512_c511(r, a); mixb(r, 512); } printf("ashr_512_c511 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (unsigned j = 0; j < NA; j++) { if (amts[j] >= 512) continue; val(a, i, 512); memset(r, 0, 64); ashr_512_v(r, a, amts[j]); mixb(r, 512); } printf("ashr_512_v %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); mix((uint64_t)icmp_eq_512(a, b)); } printf("icmp_eq_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); mix((uint64_t)icmp_ult_512(a, b)); } printf("icmp_ult_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); mix((uint64_t)icmp_ugt_512(a, b)); } printf("icmp_ugt_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); mix((uint64_t)icmp_slt_512(a, b)); } printf("icmp_slt_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int j = 0; j < NV; j++) { val(a, i, 512); val(b, j, 512); mix((uint64_t)icmp_sge_512(a, b)); } printf("icmp_sge_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) for (int c = 0; c < 2; c++) { val(a, i, 512); val(b, (i + 3) % NV, 512); memset(r, 0, 64); select_512(r, a, b, c); mixb(r, 512); } printf("select_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); zext_512(r, (int64_t)a[0]); mixb(r, 512); } printf("zext_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 64); memset(r, 0, 64); sext_512(r, (int64_t)a[0]); mixb(r, 512); } printf("sext_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); mix((uint64_t)trunc_512(a)); } printf("trunc_512 %016llx\n", (unsigned long long)(h ^ before)); }
  { h = 1469598103934665603ULL; uint64_t before = 0; for (int i = 0; i < NV; i++) { val(a, i, 512); memset(r, 0, 64); loop_512(r, a, 5 + i); mixb(r, 512); } printf("loop_512 %016llx\n", (unsigned long long)(h ^ before)); }
  
  return 0;
}
