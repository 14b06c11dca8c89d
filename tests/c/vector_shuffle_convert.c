/* GCC/Clang vector extensions beyond element-wise arithmetic: __builtin_shufflevector with
   constant masks (reverse, interleave, widen and narrow), __builtin_convertvector between
   element widths and signedness, 8-, 16- and 32-byte vectors, unsigned division and shifts,
   mask-producing comparisons combined with bitwise logic, element access with variable
   indices, 16-byte vectors passed and returned by value, arrays of vectors and vectors in structs,
   and reinterpreting a vector's bytes through a union. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef int8_t v8i8 __attribute__((vector_size(8)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));
typedef int16_t v4i16 __attribute__((vector_size(8)));
typedef uint16_t v8u16 __attribute__((vector_size(16)));
typedef int32_t v4i32 __attribute__((vector_size(16)));
typedef uint32_t v4u32 __attribute__((vector_size(16)));
typedef int32_t v8i32 __attribute__((vector_size(32)));
typedef int64_t v2i64 __attribute__((vector_size(16)));
typedef uint64_t v4u64 __attribute__((vector_size(32)));

static uint32_t hash = 2166136261u;
static v4i32 gscale = {3, 3, 3, 3};
static v8u16 gramp = {1, 2, 3, 4, 5, 6, 7, 8};
static void mix(uint64_t x) {
  for (int i = 0; i < 8; i++) {
    hash ^= (uint8_t)(x >> (8 * i));
    hash *= 16777619u;
  }
}

static void show_v4i32(const char *name, v4i32 v) {
  printf("%s %d %d %d %d\n", name, v[0], v[1], v[2], v[3]);
  for (int i = 0; i < 4; i++) mix((uint32_t)v[i]);
}

static void show_v16u8(const char *name, v16u8 v) {
  printf("%s", name);
  for (int i = 0; i < 16; i++) {
    printf(" %u", v[i]);
    mix(v[i]);
  }
  printf("\n");
}

static v4i32 reverse4(v4i32 v) { return __builtin_shufflevector(v, v, 3, 2, 1, 0); }

static v4i32 interleave_lo(v4i32 a, v4i32 b) { return __builtin_shufflevector(a, b, 0, 4, 1, 5); }

static void concat(v8i32 *out, v4i32 a, v4i32 b) {
  *out = __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7);
}

static v4i32 odd_lanes(const v8i32 *v) { return __builtin_shufflevector(*v, *v, 1, 3, 5, 7); }

static v4i32 clamp(v4i32 v, int32_t lo, int32_t hi) {
  v4i32 l = {lo, lo, lo, lo}, h = {hi, hi, hi, hi};
  v4i32 below = v < l, above = v > h;
  v = (v & ~below) | (l & below);
  return (v & ~above) | (h & above);
}

static void sum_rows(v8i32 *acc, const v8i32 *rows, int n) {
  *acc = (v8i32){0};
  for (int i = 0; i < n; i++) *acc += rows[i] * (i + 1);
}

static int32_t horizontal_max(v4i32 v) {
  v4i32 s = __builtin_shufflevector(v, v, 2, 3, 0, 1);
  v4i32 m = v > s;
  v = (v & m) | (s & ~m);
  s = __builtin_shufflevector(v, v, 1, 0, 3, 2);
  m = v > s;
  v = (v & m) | (s & ~m);
  return v[0];
}

struct particle {
  int16_t id;
  v4i32 pos;
  v4i32 vel;
};

union bytes4 {
  v4u32 v;
  uint8_t b[16];
};

int main(void) {
  v4i32 a = {7, -3, 100, -2000000000}, b = {-1, 5, 99, 2000000000};
  show_v4i32("reverse", reverse4(a));
  show_v4i32("interleave", interleave_lo(a, b));
  v8i32 c;
  concat(&c, a, b);
  show_v4i32("odd", odd_lanes(&c));
  show_v4i32("clamp", clamp((a >> 2) * 3, -50, 250));
  printf("hmax %d %d\n", horizontal_max(a), horizontal_max(b));

  /* Unsigned division and shifts on 16-bit lanes. */
  v8u16 u = {1, 60000, 12345, 255, 256, 65535, 0, 4096};
  v8u16 q = u / (v8u16){3, 7, 10, 1, 16, 255, 9, 4096};
  v8u16 r = u % (v8u16){3, 7, 10, 1, 16, 255, 9, 4096};
  v8u16 s = (u >> 3) ^ (u << 5);
  printf("u16");
  for (int i = 0; i < 8; i++) {
    printf(" %u/%u/%u", q[i], r[i], s[i]);
    mix(q[i] | (uint64_t)r[i] << 16 | (uint64_t)s[i] << 32);
  }
  printf("\n");

  /* Conversions between element widths. */
  v8i8 small = {-128, -1, 0, 1, 2, 63, 64, 127};
  v4i16 narrow = __builtin_convertvector(__builtin_shufflevector(small, small, 0, 2, 4, 6), v4i16);
  v4i32 wide = __builtin_convertvector(narrow, v4i32) * 1000;
  show_v4i32("widen", wide);
  v16u8 bytes;
  for (int i = 0; i < 16; i++) bytes[i] = (uint8_t)(i * 37 + 11);
  v4u32 w32 = __builtin_convertvector(__builtin_shufflevector(bytes, bytes, 0, 5, 10, 15), v4u32);
  v4i16 trunc = __builtin_convertvector(wide, v4i16);
  printf("convert %u %u %u %u | %d %d %d %d\n", w32[0], w32[1], w32[2], w32[3], trunc[0],
         trunc[1], trunc[2], trunc[3]);
  v2i64 l = __builtin_convertvector(__builtin_shufflevector(a, a, 3, 0), v2i64);
  l = l * l;
  printf("i64 %lld %lld\n", (long long)l[0], (long long)l[1]);
  mix((uint64_t)l[0] ^ (uint64_t)l[1]);

  /* Byte lanes: saturation by compare masks, rotation by shuffles. */
  v16u8 sum = bytes + bytes;
  v16u8 carry = sum < bytes;
  v16u8 sat = sum | carry;
  show_v16u8("sat", sat);
  show_v16u8("rot", __builtin_shufflevector(bytes, bytes, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                            14, 15, 0, 1, 2));

  /* Variable-index element access. */
  v4u32 acc = {0};
  for (int i = 0; i < 12; i++) acc[i % 4] += (uint32_t)(a[(i * 7) % 4] ^ i);
  show_v4i32("varidx", (v4i32)acc);
  uint32_t pick = 0;
  for (int i = 0; i < 16; i++) pick = pick * 31 + bytes[(i * 5) & 15];
  printf("pick %u\n", pick);

  /* 32-byte vectors: arrays of them, summed by a helper. */
  v8i32 rows[5];
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 8; j++) rows[i][j] = (i + 1) * (j - 3) * (j % 2 ? 1 : -1);
  v8i32 tot;
  sum_rows(&tot, rows, 5);
  printf("rows");
  for (int j = 0; j < 8; j++) {
    printf(" %d", tot[j]);
    mix((uint32_t)tot[j]);
  }
  printf("\n");
  v4u64 big = {1, 2, 3, 4};
  for (int i = 0; i < 10; i++) big = big * (v4u64){3, 5, 7, 11} + (big >> 1);
  printf("u64x4 %llu %llu %llu %llu\n", (unsigned long long)big[0], (unsigned long long)big[1],
         (unsigned long long)big[2], (unsigned long long)big[3]);

  /* Vectors in structs. */
  struct particle ps[3];
  for (int i = 0; i < 3; i++) {
    ps[i].id = (int16_t)(i * 11);
    ps[i].pos = (v4i32){i, -i, 2 * i, 0};
    ps[i].vel = (v4i32){1, 2, 3, i};
  }
  for (int step = 0; step < 4; step++)
    for (int i = 0; i < 3; i++) ps[i].pos += ps[i].vel * (step + 1);
  for (int i = 0; i < 3; i++) show_v4i32("particle", ps[i].pos + ps[i].id);

  /* A vector's bytes through a union (little-endian on every corpus target). */
  union bytes4 un;
  un.v = (v4u32){0x01020304u, 0xa0b0c0d0u, 0xdeadbeefu, 7u};
  un.v = (un.v << 4) | (un.v >> 28);
  printf("union");
  for (int i = 0; i < 16; i++) printf(" %02x", un.b[i]);
  printf("\n");
  uint8_t raw[16];
  memcpy(raw, &un.v, sizeof raw);
  for (int i = 0; i < 16; i++) mix(raw[i]);

  /* File-scope vectors (splat and element-list initializers), updated in place. */
  for (int i = 0; i < 3; i++) {
    gscale = gscale * gscale - (v4i32){i, 2 * i, 3 * i, 4 * i};
    gramp = __builtin_shufflevector(gramp, gramp, 7, 0, 1, 2, 3, 4, 5, 6) + gramp;
  }
  show_v4i32("globals", gscale + (v4i32)__builtin_convertvector(
                                   __builtin_shufflevector(gramp, gramp, 0, 2, 4, 6), v4u32));

  printf("hash %08x\n", hash);
  return 0;
}
