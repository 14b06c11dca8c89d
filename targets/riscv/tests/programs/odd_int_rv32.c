/* Integers wider than an RV32 register that are not a whole number of bytes (i33..i63: clang
   writes them for _BitInt(N) and for compares and arithmetic on long long bit-fields, as csmith
   seed 232's `trunc i64 to i59` + `icmp sgt i59` under rv32imac/ilp32): every binary operator,
   shifts by constants and by variables, every compare, extensions and truncations, conversions
   to and from double, overflow builtins, bit counts, a switch with negative cases, loads and
   stores, and bit-fields, on edge values; and llvm.{s,u}mul.with.overflow.i64. Run by
   targets/riscv/tests/rv32_corpus.rs against llc-22's build. */
#include <stdio.h>

typedef _BitInt(33) s33;
typedef unsigned _BitInt(33) u33;
typedef _BitInt(47) s47;
typedef unsigned _BitInt(47) u47;
typedef _BitInt(59) s59;
typedef unsigned _BitInt(59) u59;
typedef _BitInt(63) s63;
typedef unsigned _BitInt(63) u63;

static unsigned long long hash;
static void start(void) { hash = 1469598103934665603ULL; }
static void mix(unsigned long long v) { hash = (hash ^ v) * 1099511628211ULL; }
static void out(const char *s) {
  printf("%s %08lx%08lx\n", s, (unsigned long)(hash >> 32), (unsigned long)hash);
  start();
}

#define NV 12
static volatile long long vals[NV] = {
    0, 1, -1, 5, -13, 0x123456789abcdefLL, -0x123456789abcdefLL, 0x7fffffffffffffffLL,
    (long long)0x8000000000000000ULL, 0x100000000LL, 0xffffffffLL, -0x100000001LL};
static volatile int amounts[] = {0, 1, 5, 31, 32, 33, 46};

#define OPS(T, N)                                                                               \
  __attribute__((noinline)) static void ops_##T(void) {                                         \
    for (int i = 0; i < NV; i++)                                                                \
      for (int j = 0; j < NV; j++) {                                                            \
        T a = (T)vals[i], b = (T)vals[j];                                                       \
        mix((unsigned long long)(a + b));                                                       \
        mix((unsigned long long)(a - b));                                                       \
        mix((unsigned long long)(a * b));                                                       \
        mix((unsigned long long)(a & b) ^ (unsigned long long)(a | b) * 3 ^                     \
            (unsigned long long)(a ^ b) * 7);                                                   \
        if (b != 0 && !(b == (T)-1 && a == (T)((T)1 << (N - 1)))) {                             \
          mix((unsigned long long)(a / b));                                                     \
          mix((unsigned long long)(a % b));                                                     \
        }                                                                                       \
        mix((a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 |            \
            (a != b) << 5);                                                                     \
      }                                                                                         \
    out(#T " ops");                                                                             \
  }

#define SHIFTS(T, N)                                                                            \
  __attribute__((noinline)) static void shifts_##T(void) {                                      \
    for (int i = 0; i < NV; i++) {                                                              \
      T a = (T)vals[i];                                                                         \
      for (unsigned k = 0; k < sizeof amounts / sizeof amounts[0]; k++) {                       \
        int s = amounts[k];                                                                     \
        if (s >= N)                                                                             \
          continue;                                                                             \
        mix((unsigned long long)(a << s));                                                      \
        mix((unsigned long long)(a >> s));                                                      \
      }                                                                                         \
      mix((unsigned long long)(a << 3) ^ (unsigned long long)(a >> 7) * 5 ^                     \
          (unsigned long long)(a >> (N - 2)) * 9);                                              \
    }                                                                                           \
    out(#T " shifts");                                                                          \
  }

#define CONVS(T, U)                                                                             \
  __attribute__((noinline)) static void convs_##T(void) {                                       \
    for (int i = 0; i < NV; i++) {                                                              \
      T a = (T)vals[i];                                                                         \
      long long w = a;                                                                          \
      unsigned long long uw = (unsigned long long)a;                                            \
      double d = (double)a;                                                                     \
      mix((unsigned long long)w ^ uw * 3);                                                      \
      mix((unsigned long long)(long long)(d / 4));                                              \
      mix((unsigned long long)(T)(d / 4));                                                      \
      mix((unsigned long long)(int)a ^ (unsigned long long)(short)a << 32);                     \
      int ov = 0;                                                                               \
      T r;                                                                                      \
      ov |= __builtin_add_overflow(a, (T)vals[(i + 5) % NV], &r);                               \
      mix((unsigned long long)r);                                                               \
      ov |= __builtin_sub_overflow(a, (T)vals[(i + 3) % NV], &r) << 1;                          \
      mix((unsigned long long)r ^ (unsigned long long)ov << 60);                                \
      for (int j = 0; j < NV; j++) {                                                            \
        ov = __builtin_mul_overflow(a, (T)vals[j], &r);                                         \
        mix((unsigned long long)r ^ (unsigned long long)ov << 62);                              \
      }                                                                                         \
      mix(__builtin_popcountg((U)a) | (a ? __builtin_ctzg((U)a) : 99) << 8);                    \
    }                                                                                           \
    out(#T " conversions");                                                                     \
  }

OPS(s33, 33) OPS(u33, 33) OPS(s47, 47) OPS(u47, 47) OPS(s59, 59) OPS(u59, 59) OPS(s63, 63)
OPS(u63, 63)
SHIFTS(s33, 33) SHIFTS(u33, 33) SHIFTS(s59, 59) SHIFTS(u59, 59) SHIFTS(s63, 63)
CONVS(s33, u33) CONVS(u33, u33) CONVS(s59, u59) CONVS(u59, u59) CONVS(u63, u63)

/* llvm.{s,u}mul.with.overflow.i64 (a multiply of two registers' width on RV32). */
__attribute__((noinline)) static void mul_overflow_i64(void) {
  static volatile long long more[] = {3037000499LL, 3037000500LL, -3037000500LL, 0x100000000LL,
                                      -0x100000000LL, 0x7fffffffLL, 0x80000000LL, 0xffffffffLL,
                                      4611686018427387904LL, -4611686018427387904LL, 2, -2};
  for (int i = 0; i < NV + 12; i++)
    for (int j = 0; j < NV + 12; j++) {
      long long a = i < NV ? vals[i] : more[i - NV], b = j < NV ? vals[j] : more[j - NV];
      long long r;
      unsigned long long u;
      int o = __builtin_mul_overflow(a, b, &r);
      int p = __builtin_mul_overflow((unsigned long long)a, (unsigned long long)b, &u);
      mix((unsigned long long)r ^ u * 3 ^ (unsigned long long)(o | p << 1) << 61);
    }
  out("mul overflow i64");
}

/* Bit-fields of long long wider than 32 bits, compared and combined as csmith does. */
struct bf {
  long long a : 59;
  unsigned long long b : 37;
  signed c : 5;
  long long d : 41;
};
static volatile struct bf g = {-9007199254740993LL, 0x1234567890ULL, -3, -0x1000000001LL};

__attribute__((noinline)) static int classify(s59 x) {
  switch (x) {
  case 0: return 1;
  case -1: return 2;
  case (s59)0x123456789abLL: return 3;
  case (s59)-0x100000001LL: return 4;
  default: return 5;
  }
}

int main(void) {
  start();
  ops_s33(); ops_u33(); ops_s47(); ops_u47(); ops_s59(); ops_u59(); ops_s63(); ops_u63();
  shifts_s33(); shifts_u33(); shifts_s59(); shifts_u59(); shifts_s63();
  convs_s33(); convs_u33(); convs_s59(); convs_u59(); convs_u63();
  mul_overflow_i64();
  struct bf l = g;
  mix(l.a > -9007199254740993LL);
  mix(l.a < (long long)l.b);
  mix((unsigned long long)(l.a + l.d));
  mix(l.b * 3 + l.c);
  out("bit-field reads");
  l.a = l.a * 7 + l.d;
  l.d = l.a >> 3;
  l.b = l.b << 2;
  g = l;
  mix((unsigned long long)g.a ^ g.b ^ (unsigned long long)g.d);
  out("bit-field writes");
  for (int i = 0; i < NV; i++)
    mix(classify((s59)vals[i]));
  mix(classify((s59)0x123456789abLL) + classify((s59)-0x100000001LL) * 16);
  out("switch");
  return 0;
}
