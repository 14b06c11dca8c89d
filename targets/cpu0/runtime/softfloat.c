/* The Cpu0 runtime's soft-float routines, compiled by kiln (Cpu0 has no FPU): the libgcc
 * functions kiln's SoftenFloat legalization calls for f32 and f64 (arithmetic, compares,
 * conversions to and from 32- and 64-bit integers, extension and truncation), plus the
 * correctly rounded square root and fused multiply-add libm's sqrt and fma use. IEEE-754 binary32/binary64 with
 * round-to-nearest-even, subnormals, infinities, NaN and signed zero.
 *
 * In: floats as their bits (an f32 in a uint32_t, an f64 in a uint64_t: exactly how the
 * softened code passes them). Out: the bits of the correctly rounded result. Written only
 * with integer arithmetic, so it compiles for Cpu0 without calling itself; the same file
 * compiles natively for the host test (targets/cpu0/tests/softfloat.rs), which checks every
 * routine against the host's FPU.
 *
 * The f32 arithmetic computes in f64 and rounds once to f32: for +, -, *, / and sqrt the
 * binary64 result of binary32 operands rounds to the correctly rounded binary32 result
 * (53 >= 2 * 24 + 2). Conversions from 64-bit integers to f32 round directly. */
#include <stdint.h>

typedef uint64_t u64;
typedef uint32_t u32;

/* A binary format: precision p (with the implicit bit), exponent bias, exponent field max. */
struct fmt {
  int p, bias, emax_field;
};
static const struct fmt F32 = {24, 127, 255};
static const struct fmt F64 = {53, 1023, 2047};

/* x >> n, with every bit shifted out ORed into bit 0 (the sticky bit). */
static u64 shr_sticky(u64 x, int n) {
  if (n <= 0)
    return x;
  if (n >= 64)
    return x != 0;
  return (x >> n) | ((x << (64 - n)) != 0);
}

/* The bits of sign * sig * 2^exp rounded to nearest-even in format f (sig's bit 0 may be a
 * sticky bit standing for nonzero bits below it; sig != 0). */
static u64 round_pack(int sign, int exp, u64 sig, struct fmt f) {
  u64 s = (u64)sign << (f.p == 24 ? 31 : 63);
  while (!(sig >> 63)) {
    sig <<= 1;
    exp--;
  }
  /* value = sig * 2^exp, sig in [2^63, 2^64): biased exponent of the leading bit. */
  int be = exp + 63 + f.bias;
  if (be >= f.emax_field)
    return s | ((u64)f.emax_field << (f.p - 1));
  if (be < 1) {
    sig = shr_sticky(sig, 1 - be);
    be = 1;
  }
  int shift = 64 - f.p;
  u64 kept = sig >> shift;
  u64 rem = sig & (((u64)1 << shift) - 1);
  u64 half = (u64)1 << (shift - 1);
  if (rem > half || (rem == half && (kept & 1)))
    kept++;
  u64 bits = ((u64)(be - 1) << (f.p - 1)) + kept;
  if ((bits >> (f.p - 1)) >= (u64)f.emax_field)
    bits = (u64)f.emax_field << (f.p - 1);
  return s | bits;
}

/* ---- f64 ---- */

#define D_SIGN(x) ((int)((x) >> 63))
#define D_EXP(x) ((int)(((x) >> 52) & 0x7ff))
#define D_FRAC(x) ((x) & 0xfffffffffffffULL)
#define D_INF 0x7ff0000000000000ULL
#define D_QNAN 0x7ff8000000000000ULL

static int d_isnan(u64 x) { return (x & ~(1ULL << 63)) > D_INF; }

/* A NaN operand quieted (the first NaN of a and b), as the host FPU returns it. */
static u64 d_nan(u64 a, u64 b) { return (d_isnan(a) ? a : b) | (1ULL << 51); }

/* x (finite, nonzero) as sig * 2^exp with sig's leading bit at bit 52. */
static u64 d_unpack(u64 x, int *exp) {
  int e = D_EXP(x);
  u64 m = D_FRAC(x);
  if (e == 0) {
    e = 1;
    while (!(m >> 52)) {
      m <<= 1;
      e--;
    }
  } else {
    m |= 1ULL << 52;
  }
  *exp = e - 1023 - 52;
  return m;
}

u64 __adddf3(u64 a, u64 b) {
  if (d_isnan(a) || d_isnan(b))
    return d_nan(a, b);
  int sa = D_SIGN(a), sb = D_SIGN(b);
  if (D_EXP(a) == 0x7ff) {
    if (D_EXP(b) == 0x7ff && sa != sb)
      return D_QNAN | (1ULL << 63);
    return a;
  }
  if (D_EXP(b) == 0x7ff)
    return b;
  if (!(a << 1)) {
    if (!(b << 1))
      return (u64)(sa & sb) << 63;
    return b;
  }
  if (!(b << 1))
    return a;
  int ea, eb;
  u64 ma = d_unpack(a, &ea) << 10, mb = d_unpack(b, &eb) << 10;
  if (ea < eb || (ea == eb && ma < mb)) {
    u64 t = ma;
    ma = mb;
    mb = t;
    int te = ea;
    ea = eb;
    eb = te;
    int ts = sa;
    sa = sb;
    sb = ts;
  }
  mb = shr_sticky(mb, ea - eb);
  u64 m;
  if (sa == sb) {
    m = ma + mb;
    if (m < ma) { /* cannot happen: both below 2^63 */
      m = shr_sticky(m, 1) | (1ULL << 63);
      ea++;
    }
  } else {
    m = ma - mb;
    if (!m)
      return 0;
  }
  return round_pack(sa, ea - 10, m, F64);
}

u64 __negdf2(u64 a) { return a ^ (1ULL << 63); }

u64 __subdf3(u64 a, u64 b) {
  if (d_isnan(b))
    return d_nan(a, b);
  return __adddf3(a, b ^ (1ULL << 63));
}

/* The 128-bit product of a and b: high 64 bits, with the low 64 folded into a sticky bit. */
static u64 mul_hi_sticky(u64 a, u64 b) {
  u64 al = (u32)a, ah = a >> 32, bl = (u32)b, bh = b >> 32;
  u64 ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  u64 mid = (ll >> 32) + (u32)lh + (u32)hl;
  u64 lo = (mid << 32) | (u32)ll;
  u64 hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
  return hi | (lo != 0);
}

u64 __muldf3(u64 a, u64 b) {
  if (d_isnan(a) || d_isnan(b))
    return d_nan(a, b);
  int s = D_SIGN(a) ^ D_SIGN(b);
  u64 sbit = (u64)s << 63;
  int za = !(a << 1), zb = !(b << 1);
  if (D_EXP(a) == 0x7ff || D_EXP(b) == 0x7ff) {
    if (za || zb)
      return D_QNAN | (1ULL << 63);
    return sbit | D_INF;
  }
  if (za || zb)
    return sbit;
  int ea, eb;
  u64 ma = d_unpack(a, &ea) << 11, mb = d_unpack(b, &eb) << 11;
  return round_pack(s, ea + eb - 22 + 64, mul_hi_sticky(ma, mb), F64);
}

u64 __divdf3(u64 a, u64 b) {
  if (d_isnan(a) || d_isnan(b))
    return d_nan(a, b);
  int s = D_SIGN(a) ^ D_SIGN(b);
  u64 sbit = (u64)s << 63;
  int za = !(a << 1), zb = !(b << 1);
  int ia = D_EXP(a) == 0x7ff, ib = D_EXP(b) == 0x7ff;
  if ((ia && ib) || (za && zb))
    return D_QNAN | (1ULL << 63);
  if (ia || zb)
    return sbit | D_INF;
  if (ib || za)
    return sbit;
  int ea, eb;
  u64 ma = d_unpack(a, &ea), mb = d_unpack(b, &eb);
  /* Restoring division: q = floor(ma * 2^63 / mb), the remainder a sticky bit. */
  u64 q = 0, r = ma;
  for (int i = 0; i < 64; i++) {
    q <<= 1;
    if (r >= mb) {
      r -= mb;
      q |= 1;
    }
    r <<= 1;
  }
  return round_pack(s, ea - eb - 63, q | (r != 0), F64);
}

/* The correctly rounded square root (libm's sqrt). */
u64 __cpu0_sqrt(u64 a) {
  if (d_isnan(a))
    return a | (1ULL << 51);
  if (!(a << 1))
    return a;
  if (D_SIGN(a))
    return D_QNAN | (1ULL << 63);
  if (D_EXP(a) == 0x7ff)
    return a;
  int e;
  u64 m = d_unpack(a, &e);
  /* radicand = m * 2^(e - 63) * 2^63 with m << 63 - 52 ... as 128 bits (hi, lo): m shifted
     so its leading bit is at bit 115 or 116 with an even exponent left over. */
  int sh = 63;
  if ((e - sh) & 1)
    sh++;
  /* (hi, lo) = m << sh, for sh in 63..64 */
  u64 hi = m >> (64 - sh), lo = sh == 64 ? 0 : m << sh;
  if (sh == 64)
    hi = m;
  u64 q = 0, r = 0;
  for (int i = 63; i >= 0; i--) {
    int pos = 2 * i;
    u64 two = pos >= 64 ? (hi >> (pos - 64)) & 3 : (lo >> pos) & 3;
    r = (r << 2) | two;
    u64 t = (q << 2) | 1;
    q <<= 1;
    if (r >= t) {
      r -= t;
      q |= 1;
    }
  }
  /* sqrt(m * 2^e) = sqrt(m * 2^sh) * 2^((e - sh) / 2) */
  return round_pack(0, (e - sh) / 2, q | (r != 0), F64);
}

/* Compares: -1, 0, 1, or 2 when unordered. */
static int d_cmp(u64 a, u64 b) {
  if (d_isnan(a) || d_isnan(b))
    return 2;
  if (!((a | b) << 1))
    return 0;
  int sa = D_SIGN(a), sb = D_SIGN(b);
  if (sa != sb)
    return sa ? -1 : 1;
  if (a == b)
    return 0;
  return ((a < b) ^ sa) ? -1 : 1;
}

int __eqdf2(u64 a, u64 b) { return d_cmp(a, b) != 0; }
int __nedf2(u64 a, u64 b) { return d_cmp(a, b) != 0; }
int __ltdf2(u64 a, u64 b) { return d_cmp(a, b) == 2 ? 1 : d_cmp(a, b); }
int __ledf2(u64 a, u64 b) { return d_cmp(a, b) == 2 ? 1 : d_cmp(a, b); }
int __gtdf2(u64 a, u64 b) { return d_cmp(a, b) == 2 ? -1 : d_cmp(a, b); }
int __gedf2(u64 a, u64 b) { return d_cmp(a, b) == 2 ? -1 : d_cmp(a, b); }
int __unorddf2(u64 a, u64 b) { return d_cmp(a, b) == 2; }

/* f64 to integers: toward zero; NaN gives 0, out of range saturates. */
static u64 d_to_u64(u64 a, int *over) {
  int e;
  *over = 0;
  if (D_EXP(a) < 1023)
    return 0;
  if (D_EXP(a) >= 1023 + 64) {
    *over = 1;
    return 0;
  }
  u64 m = d_unpack(a, &e);
  return e >= 0 ? m << e : m >> -e;
}

int64_t __fixdfdi(u64 a) {
  int over;
  if (d_isnan(a))
    return 0;
  u64 v = d_to_u64(a, &over);
  if (D_SIGN(a))
    return (over || v > (1ULL << 63)) ? INT64_MIN : (int64_t)(0 - v);
  return (over || v > INT64_MAX) ? INT64_MAX : (int64_t)v;
}

u64 __fixunsdfdi(u64 a) {
  int over;
  if (d_isnan(a) || D_SIGN(a))
    return 0;
  u64 v = d_to_u64(a, &over);
  return over ? UINT64_MAX : v;
}

int32_t __fixdfsi(u64 a) {
  int64_t v = __fixdfdi(a);
  return v < INT32_MIN ? INT32_MIN : v > INT32_MAX ? INT32_MAX : (int32_t)v;
}

u32 __fixunsdfsi(u64 a) {
  u64 v = __fixunsdfdi(a);
  return v > UINT32_MAX ? UINT32_MAX : (u32)v;
}

static u64 from_int(int neg, u64 mag, struct fmt f) {
  return mag ? round_pack(neg, 0, mag, f) : 0;
}

u64 __floatdidf(int64_t a) { return from_int(a < 0, a < 0 ? 0 - (u64)a : (u64)a, F64); }
u64 __floatundidf(u64 a) { return from_int(0, a, F64); }
u64 __floatsidf(int32_t a) { return __floatdidf(a); }
u64 __floatunsidf(u32 a) { return from_int(0, a, F64); }

/* ---- f32 ---- */

#define F_EXP(x) ((int)(((x) >> 23) & 0xff))

u64 __extendsfdf2(u32 a) {
  u64 s = (u64)(a >> 31) << 63;
  int e = F_EXP(a);
  u64 m = a & 0x7fffff;
  if (e == 0xff)
    return s | D_INF | (m << 29) | (m ? 1ULL << 51 : 0);
  if (e == 0) {
    if (!m)
      return s;
    return round_pack(a >> 31, -149, m, F64);
  }
  return s | ((u64)(e - 127 + 1023) << 52) | (m << 29);
}

u32 __truncdfsf2(u64 a) {
  if (d_isnan(a))
    return (u32)((a >> 63) << 31) | 0x7fc00000 | (u32)((D_FRAC(a) >> 29) & 0x3fffff);
  if (D_EXP(a) == 0x7ff || !(a << 1))
    return (u32)((a >> 63) << 31) | (D_EXP(a) == 0x7ff ? 0x7f800000 : 0);
  int e;
  u64 m = d_unpack(a, &e);
  return (u32)round_pack(D_SIGN(a), e, m, F32);
}

static int f_isnan(u32 x) { return (x & 0x7fffffff) > 0x7f800000; }

/* Binary f32 operations through f64, rounded once to f32; a NaN operand quieted. */
#define F_OP(NAME, D)                                                                      \
  u32 NAME(u32 a, u32 b) {                                                                 \
    if (f_isnan(a) || f_isnan(b))                                                          \
      return (f_isnan(a) ? a : b) | 0x400000;                                              \
    return __truncdfsf2(D(__extendsfdf2(a), __extendsfdf2(b)));                            \
  }
F_OP(__addsf3, __adddf3)
F_OP(__subsf3, __subdf3)
F_OP(__mulsf3, __muldf3)
F_OP(__divsf3, __divdf3)

u32 __negsf2(u32 a) { return a ^ 0x80000000u; }

u32 __cpu0_sqrtf(u32 a) {
  if (f_isnan(a))
    return a | 0x400000;
  return __truncdfsf2(__cpu0_sqrt(__extendsfdf2(a)));
}

static int f_cmp(u32 a, u32 b) { return d_cmp(__extendsfdf2(a), __extendsfdf2(b)); }

int __eqsf2(u32 a, u32 b) { return f_cmp(a, b) != 0; }
int __nesf2(u32 a, u32 b) { return f_cmp(a, b) != 0; }
int __ltsf2(u32 a, u32 b) { return f_cmp(a, b) == 2 ? 1 : f_cmp(a, b); }
int __lesf2(u32 a, u32 b) { return f_cmp(a, b) == 2 ? 1 : f_cmp(a, b); }
int __gtsf2(u32 a, u32 b) { return f_cmp(a, b) == 2 ? -1 : f_cmp(a, b); }
int __gesf2(u32 a, u32 b) { return f_cmp(a, b) == 2 ? -1 : f_cmp(a, b); }
int __unordsf2(u32 a, u32 b) { return f_cmp(a, b) == 2; }

int32_t __fixsfsi(u32 a) { return __fixdfsi(__extendsfdf2(a)); }
u32 __fixunssfsi(u32 a) { return __fixunsdfsi(__extendsfdf2(a)); }
int64_t __fixsfdi(u32 a) { return __fixdfdi(__extendsfdf2(a)); }
u64 __fixunssfdi(u32 a) { return __fixunsdfdi(__extendsfdf2(a)); }

u32 __floatdisf(int64_t a) { return (u32)from_int(a < 0, a < 0 ? 0 - (u64)a : (u64)a, F32); }
u32 __floatundisf(u64 a) { return (u32)from_int(0, a, F32); }
u32 __floatsisf(int32_t a) { return __floatdisf(a); }
u32 __floatunsisf(u32 a) { return (u32)from_int(0, a, F32); }

/* ---- fused multiply-add (libm's fma and fmaf): a * b + c exactly, rounded once ---- */

/* A 128-bit unsigned number. */
struct u128 {
  u64 hi, lo;
};

/* x >> n with the bits shifted out ORed into bit 0. */
static struct u128 shr128_sticky(struct u128 x, int n) {
  if (n <= 0)
    return x;
  if (n >= 128) {
    struct u128 r = {0, (x.hi | x.lo) != 0};
    return r;
  }
  if (n >= 64) {
    struct u128 r = {0, shr_sticky(x.hi, n - 64) | (x.lo != 0)};
    return r;
  }
  struct u128 r = {x.hi >> n, (x.lo >> n) | (x.hi << (64 - n)) | ((x.lo << (64 - n)) != 0)};
  return r;
}

static struct u128 shl128(struct u128 x, int n) {
  if (n >= 64) {
    struct u128 r = {x.lo << (n - 64), 0};
    return r;
  }
  if (n <= 0)
    return x;
  struct u128 r = {(x.hi << n) | (x.lo >> (64 - n)), x.lo << n};
  return r;
}

/* The rounded bits (format f) of a * b + c, where a, b and c are finite f64 bits (an f32
   operand extended exactly) and a * b is nonzero. */
static u64 fma_finite(u64 a, u64 b, u64 c, struct fmt f) {
  int sp = D_SIGN(a) ^ D_SIGN(b), sc = D_SIGN(c);
  int ea, eb, ec = 0;
  u64 ma = d_unpack(a, &ea), mb = d_unpack(b, &eb);
  /* The exact product (below 2^106) at bits 20..125. */
  u64 al = (u32)ma, ah = ma >> 32, bl = (u32)mb, bh = mb >> 32;
  u64 ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  u64 mid = (ll >> 32) + (u32)lh + (u32)hl;
  struct u128 p = {hh + (lh >> 32) + (hl >> 32) + (mid >> 32), (mid << 32) | (u32)ll};
  p = shl128(p, 20);
  int ep = ea + eb - 20;
  if (!(c << 1))
    return round_pack(sp, ep + 64, p.hi | (p.lo != 0), f);
  struct u128 q = {d_unpack(c, &ec) << 9, 0}; /* at bits 73..125 */
  int eq = ec - 73;
  /* Align the one with the smaller exponent. */
  if (ep < eq) {
    p = shr128_sticky(p, eq - ep);
    ep = eq;
  } else {
    q = shr128_sticky(q, ep - eq);
  }
  struct u128 s;
  int sign = sp;
  if (sp == sc) {
    s.lo = p.lo + q.lo;
    s.hi = p.hi + q.hi + (s.lo < p.lo);
  } else {
    if (p.hi < q.hi || (p.hi == q.hi && p.lo < q.lo)) {
      struct u128 t = p;
      p = q;
      q = t;
      sign = sc;
    }
    s.lo = p.lo - q.lo;
    s.hi = p.hi - q.hi - (p.lo < q.lo);
    if (!(s.hi | s.lo))
      return 0; /* an exact zero sum is +0 when rounding to nearest */
  }
  /* Normalize, then fold into 64 bits with a sticky bit. */
  if (s.hi) {
    int n = 0;
    while (!(s.hi >> (63 - n)))
      n++;
    s = shl128(s, n);
    return round_pack(sign, ep + 64 - n, s.hi | (s.lo != 0), f);
  }
  return round_pack(sign, ep, s.lo, f);
}

/* Special operands: the product is exact (NaN, infinite or zero), then one addition. */
static int fma_special(u64 a, u64 b) {
  return d_isnan(a) || d_isnan(b) || D_EXP(a) == 0x7ff || D_EXP(b) == 0x7ff || !(a << 1) ||
         !(b << 1);
}

u64 __cpu0_fma(u64 a, u64 b, u64 c) {
  if (fma_special(a, b) || d_isnan(c))
    return __adddf3(__muldf3(a, b), c);
  if (D_EXP(c) == 0x7ff)
    return c;
  return fma_finite(a, b, c, F64);
}

u32 __cpu0_fmaf(u32 a, u32 b, u32 c) {
  u64 x = __extendsfdf2(a), y = __extendsfdf2(b), z = __extendsfdf2(c);
  if (fma_special(x, y) || f_isnan(c))
    return __truncdfsf2(__adddf3(__muldf3(x, y), z));
  if (F_EXP(c) == 0xff)
    return c;
  return (u32)fma_finite(x, y, z, F32);
}
