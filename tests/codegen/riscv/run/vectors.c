/* Driver for vectors.ll: calls each function on a few inputs and prints the results. The
   bytes after each vector are canaries that stores must not touch. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
struct r2 { int64_t a, b; };
void v4i32_ops(int32_t *out, const int32_t *a, const int32_t *b);
struct r2 v2i64_math(int64_t a0, int64_t a1, int64_t b0, int64_t b1);
struct r2 v2i32_swap_add(int64_t a0, int64_t a1, int32_t k);
void v8i8_ops(uint8_t *out, const uint8_t *a, const uint8_t *b);
void v16i8_shuffles(uint8_t *out, const uint8_t *a, const uint8_t *b);
void v3i32_scale(int32_t *p, int32_t k);
void v8i16_widen(void *out, const int16_t *a);
int32_t extract_var(const int32_t *a, int32_t i);
uint8_t extract_var_bytes(const uint8_t *a, int64_t i);
void insert_var(int16_t *a, int32_t i, int16_t x);
int32_t mask_bit(const int32_t *a, const int32_t *b, int32_t i);
int64_t reductions(const int32_t *a, const int16_t *b, const uint8_t *c);
int32_t reduce_umax_smin(const int32_t *a);
void bitcasts(void *out, const int32_t *a, int64_t k);
void loop_acc(int32_t *out, const int32_t *data, int32_t n);
int32_t narrow(const uint8_t *a, _Bool flag);
void store_mask(uint8_t *p, const int32_t *a);
int32_t load_mask(const uint8_t *p);
void phi3(_Bool c, int32_t *p);
/* Vectors in more than two registers: hidden result pointer first, arguments by reference to
   their 8-byte register parts. */
void v4i32_abi(int32_t *ret, const int64_t *a, const int64_t *b);
void v3i32_ret(int32_t *ret, const int64_t *a);
void v8i8_abi(uint8_t *ret, const int64_t *a, int32_t k);
void call_vectors(uint8_t *out, const int32_t *in);
struct pair { int16_t h; int32_t w; };
int64_t gather(const struct pair *base, const int32_t *idx);
void odd_bitcasts(uint8_t *out, const uint8_t *in);

static void dump(const void *p, int n) {
  const uint8_t *b = p;
  for (int j = 0; j < n; j++) printf("%02x", b[j]);
  printf("\n");
}

int main(void) {
  static const int32_t ints[4][4] = {{1, -2, 3, -4},
                                     {100, 200, -300, 400},
                                     {0x7fffffff, -0x7fffffff - 1, 12345, -1},
                                     {0, 7, -7, 65536}};
  static const uint8_t bytes[3][16] = {
      {0, 1, 2, 3, 250, 251, 252, 253, 128, 127, 64, 32, 16, 8, 4, 2},
      {255, 17, 34, 51, 68, 85, 102, 119, 136, 153, 170, 187, 204, 221, 238, 1},
      {9, 9, 9, 9, 201, 202, 203, 204, 0, 0, 0, 0, 100, 200, 150, 50}};
  static const int16_t shorts[2][8] = {{1, -2, 300, -400, 32767, -32768, 255, 0},
                                       {-1, 2, 3, 4, 5, 6, 7, 8}};
  for (int t = 0; t < 4; t++) {
    const int32_t *a = ints[t], *b = ints[(t + 1) % 4];
    _Alignas(16) int32_t bb[4];
    memcpy(bb, b, 16);
    int32_t out[10];
    memset(out, 0xa5, sizeof out);
    v4i32_ops(out, a, bb);
    dump(out, 40);
    struct r2 r = v2i64_math((int64_t)a[0] << 33 | (uint32_t)a[1], a[2], (int64_t)b[3] * 77, b[0]);
    printf("%lld %lld\n", (long long)r.a, (long long)r.b);
    r = v2i32_swap_add(a[0], a[1], b[2]);
    printf("%d %d\n", (int32_t)r.a, (int32_t)r.b);
    const uint8_t *x = bytes[t % 3], *y = bytes[(t + 1) % 3];
    _Alignas(16) uint8_t xa[16];
    memcpy(xa, x, 16);
    uint8_t o8[20];
    memset(o8, 0x5a, sizeof o8);
    v8i8_ops(o8, x + 1, xa + 8);
    dump(o8, 20);
    uint8_t o16[36];
    memset(o16, 0x3c, sizeof o16);
    v16i8_shuffles(o16, xa, y);
    dump(o16, 36);
    int32_t three[4] = {a[0], a[1], a[2], 0x12345678};
    v3i32_scale(three, b[1]);
    dump(three, 16);
    _Alignas(8) uint8_t wide[52];
    memset(wide, 0x77, sizeof wide);
    v8i16_widen(wide, shorts[t % 2]);
    dump(wide, 52);
    printf("%d %d %u %d %d\n", extract_var(a, t), extract_var(a, 3 - t),
           extract_var_bytes(x, (5 * t + 1) % 16), mask_bit(a, b, t), mask_bit(a, b, (t + 2) % 4));
    int16_t s[9];
    memcpy(s, shorts[t % 2], 16);
    s[8] = 0x4321;
    insert_var(s, 2 * t + 1, (int16_t)(a[1] * 3));
    dump(s, 18);
    printf("%lld %d\n", (long long)reductions(a, shorts[t % 2], x), reduce_umax_smin(a));
    _Alignas(8) uint8_t bc[48];
    bitcasts(bc, a, (int64_t)0x0123456789abcdefLL * (t + 1));
    dump(bc, 17);
    dump(bc + 24, 24);
    int32_t data[16];
    for (int i = 0; i < 16; i++) data[i] = ints[i / 4][i % 4] * (t + 1) - i;
    int32_t acc[8];
    loop_acc(acc, data, t + 1);
    dump(acc, 32);
    printf("%d %d\n", narrow(x + t, 0), narrow(y + t, 1));
    uint8_t mk[2] = {0xff, 0xee};
    store_mask(mk, a);
    uint8_t in = (uint8_t)((t * 5 + 3) & 15);
    printf("%02x%02x %d\n", mk[0], mk[1], load_mask(&in));
    int32_t p3[4] = {a[0], a[1], a[2], 0x0badcafe};
    phi3(t & 1, p3);
    phi3((t & 2) != 0, p3);
    dump(p3, 16);
    int64_t pa[4], pb[4], p8[8];
    for (int i = 0; i < 4; i++) {
      pa[i] = a[i];
      pb[i] = (int64_t)b[i] - 3 * i;
    }
    for (int i = 0; i < 8; i++) p8[i] = x[i * 2] | (int64_t)0x7700 * i;
    int32_t r4[5] = {0, 0, 0, 0, 0x5eed};
    v4i32_abi(r4, pa, pb);
    dump(r4, 20);
    int32_t r3[4] = {0, 0, 0, 0x5eed};
    v3i32_ret(r3, pb);
    dump(r3, 16);
    uint8_t r8[10];
    memset(r8, 0x99, sizeof r8);
    v8i8_abi(r8, p8, 0x1234 * t);
    dump(r8, 10);
    uint8_t cv[40];
    memset(cv, 0xcd, sizeof cv);
    call_vectors(cv, a);
    dump(cv, 40);
    struct pair prs[8];
    for (int i = 0; i < 8; i++) {
      prs[i].h = (int16_t)(i * 1000 - 3000 + t);
      prs[i].w = a[i % 4] + i;
    }
    int32_t gi[4] = {t, 7 - t, (t * 3) % 8, (t + 5) % 8};
    printf("%lld\n", (long long)gather(prs, gi));
    uint8_t ob[20], ib[20];
    memset(ob, 0xee, sizeof ob);
    for (int i = 0; i < 20; i++) ib[i] = (uint8_t)(x[i % 16] * (t + 3) + i);
    odd_bitcasts(ob, ib);
    dump(ob, 20);
  }
  return 0;
}
