/* The Cpu0 runtime's C library, compiled by kiln (clang-22 mips/mipsel IR, then kiln):
 * formatted output over the simulator's write system call (crt0.s), string and memory
 * functions, a bump-pointer heap, conversions, qsort, and the 64-bit division routines the
 * code generator calls (__divdi3, __udivdi3, __moddi3, __umoddi3). printf's %f %e %g
 * convert doubles exactly with integer arithmetic; the soft-float routines are softfloat.c
 * and the math functions libm.c. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

int __cpu0_write(int fd, const void *buf, unsigned len);

static FILE out_file = {1};
static FILE err_file = {2};
FILE *stdout = &out_file;
FILE *stderr = &err_file;

/* ---- 64-bit division: shift and subtract, using no 64-bit division itself. ---- */

static unsigned long long udivmod(unsigned long long n, unsigned long long d,
                                  unsigned long long *rem) {
  unsigned long long q = 0, r = 0;
  if ((n >> 32) == 0 && (d >> 32) == 0) {
    unsigned a = (unsigned)n, b = (unsigned)d;
    if (rem)
      *rem = a % b;
    return a / b;
  }
  for (int i = 63; i >= 0; i--) {
    r = (r << 1) | ((n >> i) & 1);
    if (r >= d) {
      r -= d;
      q |= 1ULL << i;
    }
  }
  if (rem)
    *rem = r;
  return q;
}

unsigned long long __udivdi3(unsigned long long a, unsigned long long b) {
  return udivmod(a, b, 0);
}

unsigned long long __umoddi3(unsigned long long a, unsigned long long b) {
  unsigned long long r;
  udivmod(a, b, &r);
  return r;
}

long long __divdi3(long long a, long long b) {
  int neg = (a < 0) != (b < 0);
  unsigned long long ua = a < 0 ? -(unsigned long long)a : (unsigned long long)a;
  unsigned long long ub = b < 0 ? -(unsigned long long)b : (unsigned long long)b;
  unsigned long long q = udivmod(ua, ub, 0);
  return neg ? -(long long)q : (long long)q;
}

long long __moddi3(long long a, long long b) {
  unsigned long long ua = a < 0 ? -(unsigned long long)a : (unsigned long long)a;
  unsigned long long ub = b < 0 ? -(unsigned long long)b : (unsigned long long)b;
  unsigned long long r;
  udivmod(ua, ub, &r);
  return a < 0 ? -(long long)r : (long long)r;
}

/* ---- memory and strings ---- */

void *memcpy(void *d, const void *s, size_t n) {
  unsigned char *dp = d;
  const unsigned char *sp = s;
  while (n--)
    *dp++ = *sp++;
  return d;
}

void *memmove(void *d, const void *s, size_t n) {
  unsigned char *dp = d;
  const unsigned char *sp = s;
  if (dp < sp) {
    while (n--)
      *dp++ = *sp++;
  } else {
    while (n) {
      n--;
      dp[n] = sp[n];
    }
  }
  return d;
}

void *memset(void *d, int c, size_t n) {
  unsigned char *dp = d;
  while (n--)
    *dp++ = (unsigned char)c;
  return d;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (size_t i = 0; i < n; i++)
    if (x[i] != y[i])
      return x[i] - y[i];
  return 0;
}

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (size_t i = 0; i < n; i++)
    if (p[i] == (unsigned char)c)
      return (void *)(p + i);
  return 0;
}

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}

int strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

int strncmp(const char *a, const char *b, size_t n) {
  for (; n; n--, a++, b++) {
    if (*a != *b)
      return (unsigned char)*a - (unsigned char)*b;
    if (!*a)
      return 0;
  }
  return 0;
}

char *strcpy(char *d, const char *s) {
  char *r = d;
  while ((*d++ = *s++))
    ;
  return r;
}

char *strncpy(char *d, const char *s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = 0;
  return d;
}

char *strcat(char *d, const char *s) {
  strcpy(d + strlen(d), s);
  return d;
}

char *strncat(char *d, const char *s, size_t n) {
  char *p = d + strlen(d);
  while (n-- && *s)
    *p++ = *s++;
  *p = 0;
  return d;
}

char *strchr(const char *s, int c) {
  for (;; s++) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return 0;
  }
}

char *strrchr(const char *s, int c) {
  const char *r = 0;
  for (;; s++) {
    if (*s == (char)c)
      r = s;
    if (!*s)
      return (char *)r;
  }
}

char *strstr(const char *h, const char *n) {
  size_t k = strlen(n);
  for (; *h; h++)
    if (!strncmp(h, n, k))
      return (char *)h;
  return k ? 0 : (char *)h;
}

size_t strspn(const char *s, const char *accept) {
  size_t n = 0;
  while (s[n] && strchr(accept, s[n]))
    n++;
  return n;
}

size_t strcspn(const char *s, const char *reject) {
  size_t n = 0;
  while (s[n] && !strchr(reject, s[n]))
    n++;
  return n;
}

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

/* ---- ctype ---- */

int isdigit(int c) { return c >= '0' && c <= '9'; }
int isupper(int c) { return c >= 'A' && c <= 'Z'; }
int islower(int c) { return c >= 'a' && c <= 'z'; }
int isalpha(int c) { return isupper(c) || islower(c); }
int isalnum(int c) { return isalpha(c) || isdigit(c); }
int isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
int isxdigit(int c) { return isdigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int isprint(int c) { return c >= 32 && c < 127; }
int ispunct(int c) { return isprint(c) && !isalnum(c) && c != ' '; }
int toupper(int c) { return islower(c) ? c - 32 : c; }
int tolower(int c) { return isupper(c) ? c + 32 : c; }

/* ---- the heap: a bump pointer from 0x10000000 (above any program, below the stack) ---- */

#define HEAP_BASE 0x10000000u
#define HEAP_END 0x70000000u
static unsigned heap_next = HEAP_BASE;

void *malloc(size_t n) {
  unsigned p = (heap_next + 7) & ~7u;
  /* Each block remembers its size just below it, for realloc. */
  unsigned end = p + 8 + ((n + 7) & ~7u);
  if (end > HEAP_END || end < p)
    return 0;
  *(unsigned *)p = n;
  heap_next = end;
  return (void *)(p + 8);
}

void *calloc(size_t n, size_t size) {
  void *p = malloc(n * size);
  if (p)
    memset(p, 0, n * size);
  return p;
}

void *realloc(void *p, size_t n) {
  if (!p)
    return malloc(n);
  size_t old = *(unsigned *)((char *)p - 8);
  void *q = malloc(n);
  if (q)
    memcpy(q, p, old < n ? old : n);
  return q;
}

void free(void *p) { (void)p; }

/* ---- process ---- */

/* The constructors (`llvm.global_ctors`, emitted into `.init_array`), which the linker
   gathers between these two symbols in priority order; crt0 calls this before main. */
typedef void (*__cpu0_ctor)(void);
extern __cpu0_ctor __init_array_start[], __init_array_end[];

void __cpu0_run_constructors(void) {
  for (__cpu0_ctor *p = __init_array_start; p != __init_array_end; ++p)
    (*p)();
}

static void flush_out(void);

void exit(int status) {
  flush_out();
  _exit(status);
}

void abort(void) {
  flush_out();
  _exit(134);
}

void __cpu0_assert_fail(const char *expr, const char *file, int line) {
  fprintf(stderr, "%s:%d: assertion '%s' failed\n", file, line, expr);
  abort();
}

/* ---- conversions and utilities ---- */

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }

unsigned long long strtoull(const char *s, char **end, int base) {
  while (isspace(*s))
    s++;
  int neg = 0;
  if (*s == '+' || *s == '-')
    neg = *s++ == '-';
  if ((base == 0 || base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    s += 2;
    base = 16;
  } else if (base == 0) {
    base = s[0] == '0' ? 8 : 10;
  }
  unsigned long long v = 0;
  for (;; s++) {
    int d;
    if (isdigit(*s))
      d = *s - '0';
    else if (isalpha(*s))
      d = tolower(*s) - 'a' + 10;
    else
      break;
    if (d >= base)
      break;
    v = v * base + d;
  }
  if (end)
    *end = (char *)s;
  return neg ? -v : v;
}

long long strtoll(const char *s, char **end, int base) {
  return (long long)strtoull(s, end, base);
}
long strtol(const char *s, char **end, int base) { return (long)strtoull(s, end, base); }
unsigned long strtoul(const char *s, char **end, int base) {
  return (unsigned long)strtoull(s, end, base);
}
int atoi(const char *s) { return (int)strtol(s, 0, 10); }
long atol(const char *s) { return strtol(s, 0, 10); }

static unsigned long rand_state = 1;
int rand(void) {
  rand_state = rand_state * 1103515245 + 12345;
  return (int)((rand_state >> 1) & RAND_MAX);
}
void srand(unsigned seed) { rand_state = seed; }

static void swap_bytes(char *a, char *b, size_t n) {
  while (n--) {
    char t = *a;
    *a++ = *b;
    *b++ = t;
  }
}

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  /* Insertion sort: stable enough, and small. */
  char *b = base;
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && cmp(b + (j - 1) * size, b + j * size) > 0; j--)
      swap_bytes(b + (j - 1) * size, b + j * size, size);
}

void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*cmp)(const void *, const void *)) {
  const char *b = base;
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = cmp(key, b + mid * size);
    if (c == 0)
      return (void *)(b + mid * size);
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return 0;
}

/* ---- output: stdout buffered (flushed by exit and when full), stderr direct ---- */

static char out_buf[4096];
static unsigned out_len;

static void flush_out(void) {
  if (out_len)
    __cpu0_write(1, out_buf, out_len);
  out_len = 0;
}

int fflush(FILE *f) {
  (void)f;
  flush_out();
  return 0;
}

static void put_bytes(FILE *f, const char *s, size_t n) {
  if (f->fd != 1) {
    flush_out();
    __cpu0_write(f->fd, s, n);
    return;
  }
  for (size_t i = 0; i < n; i++) {
    if (out_len == sizeof out_buf)
      flush_out();
    out_buf[out_len++] = s[i];
  }
}

/* ---- exact decimal conversion of doubles (printf's %f %e %g) ----
   A finite double is m * 2^e exactly; its decimal digits come from big-integer arithmetic
   (m * 2^e, or m * 5^-e shifted by -e decimal places) in base-10^4 limbs that fit 32-bit
   products, so rounding to the requested precision is exact, ties to even, as glibc does. */

/* value = 0.d[0] d[1] ... d[n-1] * 10^dp; n == 0 is zero. */
struct dec {
  char d[800];
  int n, dp;
};

static void big_mul(unsigned *l, int *nl, unsigned f) {
  unsigned carry = 0;
  for (int i = 0; i < *nl; i++) {
    unsigned t = l[i] * f + carry;
    l[i] = t % 10000;
    carry = t / 10000;
  }
  while (carry) {
    l[(*nl)++] = carry % 10000;
    carry /= 10000;
  }
}

/* The exact digits of |bits| (finite). */
static void dec_of(unsigned long long bits, struct dec *x) {
  int e = (int)((bits >> 52) & 0x7ff);
  unsigned long long m = bits & 0xfffffffffffffULL;
  x->n = 0;
  x->dp = 1;
  if (e == 0 && m == 0)
    return;
  if (e)
    m |= 1ULL << 52;
  else
    e = 1;
  e -= 1075;
  unsigned l[200];
  int nl = 0;
  while (m) {
    l[nl++] = (unsigned)(m % 10000);
    m /= 10000;
  }
  int k = 0;
  for (; e > 0; e -= e > 18 ? 18 : e)
    big_mul(l, &nl, 1u << (e > 18 ? 18 : e));
  for (; e < 0; e += e < -8 ? 8 : -e) {
    int s = e < -8 ? 8 : -e;
    unsigned f = 1;
    while (s--)
      f *= 5;
    big_mul(l, &nl, f);
    k += e < -8 ? 8 : -e;
  }
  char *p = x->d;
  unsigned top = l[nl - 1];
  char t[4];
  int tn = 0;
  while (top) {
    t[tn++] = (char)('0' + top % 10);
    top /= 10;
  }
  while (tn)
    *p++ = t[--tn];
  for (int i = nl - 2; i >= 0; i--) {
    unsigned v = l[i];
    p[3] = (char)('0' + v % 10);
    p[2] = (char)('0' + v / 10 % 10);
    p[1] = (char)('0' + v / 100 % 10);
    p[0] = (char)('0' + v / 1000);
    p += 4;
  }
  x->n = (int)(p - x->d);
  x->dp = x->n - k;
  while (x->n > 1 && x->d[x->n - 1] == '0')
    x->n--;
}

/* Rounds x to its first `keep` digits, to nearest, ties to even. */
static void dec_round(struct dec *x, int keep) {
  if (keep >= x->n)
    return;
  if (keep < 0) {
    x->n = 0;
    return;
  }
  int up = x->d[keep] > '5';
  if (x->d[keep] == '5') {
    up = keep > 0 && ((x->d[keep - 1] - '0') & 1);
    for (int i = keep + 1; i < x->n; i++)
      if (x->d[i] != '0')
        up = 1;
  }
  x->n = keep;
  if (!up)
    return;
  int i = keep - 1;
  while (i >= 0 && x->d[i] == '9')
    x->d[i--] = '0';
  if (i >= 0) {
    x->d[i]++;
  } else {
    x->d[0] = '1';
    x->dp++;
    if (x->n == 0)
      x->n = 1;
  }
}

static char dec_digit(const struct dec *x, int i) {
  return i >= 0 && i < x->n ? x->d[i] : '0';
}

/* %f: x rounded to `prec` decimals into out; returns the length. */
static int fmt_f(struct dec *x, int prec, int alt, char *out) {
  dec_round(x, x->dp + prec);
  int n = 0;
  if (x->n == 0 || x->dp <= 0)
    out[n++] = '0';
  else
    for (int i = 0; i < x->dp; i++)
      out[n++] = dec_digit(x, i);
  if (prec || alt)
    out[n++] = '.';
  int base = x->n == 0 ? 0 : x->dp;
  for (int i = 0; i < prec; i++)
    out[n++] = x->n == 0 ? '0' : dec_digit(x, base + i);
  return n;
}

/* %e: x rounded to prec + 1 significant digits into out; returns the length. */
static int fmt_e(struct dec *x, int prec, int alt, int upper, char *out) {
  dec_round(x, prec + 1);
  int exp = x->n == 0 ? 0 : x->dp - 1;
  int n = 0;
  out[n++] = dec_digit(x, 0);
  if (prec || alt)
    out[n++] = '.';
  for (int i = 1; i <= prec; i++)
    out[n++] = dec_digit(x, i);
  out[n++] = upper ? 'E' : 'e';
  out[n++] = exp < 0 ? '-' : '+';
  if (exp < 0)
    exp = -exp;
  if (exp >= 100)
    out[n++] = (char)('0' + exp / 100);
  out[n++] = (char)('0' + exp / 10 % 10);
  out[n++] = (char)('0' + exp % 10);
  return n;
}

/* %a/%A without the "0x" (the caller's prefix): hexadecimal digits of the significand,
   rounded to `prec` digits (nearest, ties to even) unless prec < 0, and the binary
   exponent, as glibc prints them (subnormals as 0x0.xxxp-1022). */
static int fmt_a(unsigned long long bits, int prec, int alt, int upper, char *out) {
  const char *hex = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  int e = (int)((bits >> 52) & 0x7ff);
  unsigned long long full = (bits & 0xfffffffffffffULL) | ((unsigned long long)(e != 0) << 52);
  int exp = e ? e - 1023 : full ? -1022 : 0;
  int nd = 13;
  if (prec < 0) {
    while (nd > 0 && !((full >> (4 * (13 - nd))) & 0xf))
      nd--;
  } else if (prec < 13) {
    int shift = 4 * (13 - prec);
    unsigned long long kept = full >> shift;
    unsigned long long rem = full & ((1ULL << shift) - 1), half = 1ULL << (shift - 1);
    if (rem > half || (rem == half && (kept & 1)))
      kept++;
    full = kept << shift;
    nd = prec;
  }
  int n = 0;
  out[n++] = hex[full >> 52];
  if (nd || alt || prec > 0)
    out[n++] = '.';
  for (int i = 0; i < nd; i++)
    out[n++] = hex[(full >> (48 - 4 * i)) & 0xf];
  for (int i = nd; i < prec && i < 700; i++)
    out[n++] = '0';
  out[n++] = upper ? 'P' : 'p';
  out[n++] = exp < 0 ? '-' : '+';
  if (exp < 0)
    exp = -exp;
  char t[6];
  int tn = 0;
  do {
    t[tn++] = (char)('0' + exp % 10);
    exp /= 10;
  } while (exp);
  while (tn)
    out[n++] = t[--tn];
  return n;
}

/* One of %f %F %e %E %g %G of the double with these bits into out (at most 1100 bytes:
   the precision is limited to 700 digits); returns the length. */
static int fmt_double(unsigned long long bits, char c, int prec, int alt, char *out) {
  int upper = c == 'F' || c == 'E' || c == 'G';
  if (((bits >> 52) & 0x7ff) == 0x7ff) {
    const char *w = (bits & 0xfffffffffffffULL) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    memcpy(out, w, 3);
    return 3;
  }
  if (prec < 0)
    prec = 6;
  if (prec > 700)
    prec = 700;
  struct dec x;
  dec_of(bits, &x);
  if (c == 'f' || c == 'F')
    return fmt_f(&x, prec, alt, out);
  if (c == 'e' || c == 'E')
    return fmt_e(&x, prec, alt, upper, out);
  int p = prec ? prec : 1;
  struct dec y = x;
  dec_round(&y, p);
  int exp = y.n == 0 ? 0 : y.dp - 1;
  int n, point;
  if (p > exp && exp >= -4) {
    n = fmt_f(&x, p - 1 - exp, alt, out);
    point = p - 1 - exp > 0 || alt;
  } else {
    n = fmt_e(&x, p - 1, alt, upper, out);
    point = p - 1 > 0 || alt;
  }
  if (!alt && point) {
    /* strip trailing zeros of the fraction, and the point if nothing is left */
    int end = 0;
    while (end < n && out[end] != 'e' && out[end] != 'E')
      end++;
    int z = end;
    while (out[z - 1] == '0')
      z--;
    if (out[z - 1] == '.')
      z--;
    memmove(out + z, out + end, n - end);
    n -= end - z;
  }
  return n;
}

/* Where formatted output goes: a file, or a buffer of `cap` bytes. */
struct sink {
  FILE *f;
  char *buf;
  size_t cap;
  size_t n;
};

static void emit(struct sink *k, const char *s, size_t n) {
  if (k->f) {
    put_bytes(k->f, s, n);
  } else {
    for (size_t i = 0; i < n; i++)
      if (k->n + i + 1 < k->cap)
        k->buf[k->n + i] = s[i];
  }
  k->n += n;
}

static void pad(struct sink *k, char c, int n) {
  while (n-- > 0)
    emit(k, &c, 1);
}

static int format(struct sink *k, const char *fmt, va_list ap) {
  for (; *fmt; fmt++) {
    if (*fmt != '%') {
      const char *p = fmt;
      while (p[1] && p[1] != '%')
        p++;
      emit(k, fmt, p - fmt + 1);
      fmt = p;
      continue;
    }
    fmt++;
    int left = 0, zero = 0, plus = 0, space = 0, alt = 0;
    for (;; fmt++) {
      if (*fmt == '-')
        left = 1;
      else if (*fmt == '0')
        zero = 1;
      else if (*fmt == '+')
        plus = 1;
      else if (*fmt == ' ')
        space = 1;
      else if (*fmt == '#')
        alt = 1;
      else
        break;
    }
    int width = 0, prec = -1;
    if (*fmt == '*') {
      width = va_arg(ap, int);
      if (width < 0) {
        left = 1;
        width = -width;
      }
      fmt++;
    } else {
      while (isdigit(*fmt))
        width = width * 10 + (*fmt++ - '0');
    }
    if (*fmt == '.') {
      fmt++;
      prec = 0;
      if (*fmt == '*') {
        prec = va_arg(ap, int);
        fmt++;
      } else {
        while (isdigit(*fmt))
          prec = prec * 10 + (*fmt++ - '0');
      }
    }
    int lng = 0; /* 0: int, 1: long, 2: long long, -1: short, -2: char */
    for (;; fmt++) {
      if (*fmt == 'l')
        lng++;
      else if (*fmt == 'h')
        lng--;
      else if (*fmt == 'z' || *fmt == 't' || *fmt == 'j' || *fmt == 'L') {
        if (*fmt == 'j')
          lng = 2;
      } else
        break;
    }
    char c = *fmt;
    if (!c)
      break;
    char tmp[24];
    char ftmp[1100];
    const char *body = tmp;
    int len = 0;
    const char *prefix = "";
    switch (c) {
    case '%':
      emit(k, "%", 1);
      continue;
    case 'c':
      tmp[0] = (char)va_arg(ap, int);
      len = 1;
      zero = 0;
      break;
    case 's': {
      body = va_arg(ap, const char *);
      if (!body)
        body = "(null)";
      len = prec >= 0 ? (int)strnlen(body, prec) : (int)strlen(body);
      zero = 0;
      break;
    }
    case 'd':
    case 'i':
    case 'u':
    case 'x':
    case 'X':
    case 'o':
    case 'p': {
      unsigned long long v;
      int neg = 0;
      if (c == 'p') {
        v = (uintptr_t)va_arg(ap, void *);
        alt = 1;
      } else if (lng >= 2) {
        v = va_arg(ap, unsigned long long);
      } else {
        v = lng == 1 ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
        if (c == 'd' || c == 'i')
          v = (long long)(int)v;
        else
          v = (unsigned)v;
        if (lng == -1)
          v = (c == 'd' || c == 'i') ? (unsigned long long)(long long)(short)v
                                     : (unsigned short)v;
        if (lng <= -2)
          v = (c == 'd' || c == 'i') ? (unsigned long long)(long long)(signed char)v
                                     : (unsigned char)v;
      }
      if ((c == 'd' || c == 'i') && (long long)v < 0) {
        neg = 1;
        v = -v;
      }
      unsigned base = (c == 'x' || c == 'X' || c == 'p') ? 16 : c == 'o' ? 8 : 10;
      const char *digits = c == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
      char *e = tmp + sizeof tmp;
      char *p = e;
      while (v) {
        *--p = digits[v % base];
        v /= base;
      }
      if (prec < 0 && p == e)
        *--p = '0';
      while (prec > e - p)
        *--p = '0';
      if (prec >= 0)
        zero = 0;
      body = p;
      len = e - p;
      if (neg)
        prefix = "-";
      else if ((c == 'd' || c == 'i') && plus)
        prefix = "+";
      else if ((c == 'd' || c == 'i') && space)
        prefix = " ";
      else if (alt && base == 16 && len && !(len == 1 && *p == '0' && c != 'p'))
        prefix = c == 'X' ? "0X" : "0x";
      else if (alt && base == 8 && *p != '0')
        prefix = "0";
      break;
    }
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A': {
      double d = va_arg(ap, double);
      unsigned long long bits;
      memcpy(&bits, &d, sizeof bits);
      int special = ((bits >> 52) & 0x7ff) == 0x7ff;
      int hexa = (c == 'a' || c == 'A') && !special;
      if (hexa)
        len = fmt_a(bits, prec, alt, c == 'A', ftmp);
      else
        len = fmt_double(bits, c == 'a' ? 'g' : c == 'A' ? 'G' : c, prec, alt, ftmp);
      body = ftmp;
      if (special)
        zero = 0;
      int sg = (bits >> 63) ? 0 : plus ? 1 : space ? 2 : 3;
      static const char *const pre[2][4] = {{"-", "+", " ", ""},
                                            {"-0x", "+0x", " 0x", "0x"}};
      static const char *const pre_upper[4] = {"-0X", "+0X", " 0X", "0X"};
      prefix = hexa ? (c == 'A' ? pre_upper[sg] : pre[1][sg]) : pre[0][sg];
      break;
    }
    default:
      emit(k, fmt - 1, 2);
      continue;
    }
    int plen = (int)strlen(prefix);
    int fill = width - len - plen;
    if (!left && !zero)
      pad(k, ' ', fill);
    emit(k, prefix, plen);
    if (!left && zero)
      pad(k, '0', fill);
    emit(k, body, len);
    if (left)
      pad(k, ' ', fill);
  }
  if (!k->f && k->cap)
    k->buf[k->n < k->cap ? k->n : k->cap - 1] = 0;
  return (int)k->n;
}

int vfprintf(FILE *f, const char *fmt, va_list ap) {
  struct sink k = {f, 0, 0, 0};
  return format(&k, fmt, ap);
}

int vprintf(const char *fmt, va_list ap) { return vfprintf(stdout, fmt, ap); }

int vsnprintf(char *buf, size_t n, const char *fmt, va_list ap) {
  struct sink k = {0, buf, n, 0};
  return format(&k, fmt, ap);
}

int vsprintf(char *buf, const char *fmt, va_list ap) {
  return vsnprintf(buf, (size_t)-1 >> 1, fmt, ap);
}

int printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}

int fprintf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}

int sprintf(char *buf, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsprintf(buf, fmt, ap);
  va_end(ap);
  return r;
}

int snprintf(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

int fputs(const char *s, FILE *f) {
  put_bytes(f, s, strlen(s));
  return 0;
}

int puts(const char *s) {
  fputs(s, stdout);
  put_bytes(stdout, "\n", 1);
  return 0;
}

int fputc(int c, FILE *f) {
  char ch = (char)c;
  put_bytes(f, &ch, 1);
  return (unsigned char)c;
}

int putc(int c, FILE *f) { return fputc(c, f); }
int putchar(int c) { return fputc(c, stdout); }

size_t fwrite(const void *p, size_t size, size_t n, FILE *f) {
  put_bytes(f, p, size * n);
  return n;
}

/* ---- atomics ----
   Cpu0 has no atomic instructions, so kiln makes every atomic access a call to these
   (libatomic's __atomic_*_N interface; the asm labels give them their reserved names). The
   simulator runs one processor and takes no interrupts, so plain accesses are atomic. */
#define CPU0_ATOMICS(N, T)                                                                 \
  T __cpu0_atomic_load_##N(const volatile void *p, int mo) __asm__("__atomic_load_" #N);  \
  T __cpu0_atomic_load_##N(const volatile void *p, int mo) {                              \
    (void)mo;                                                                              \
    return *(const volatile T *)p;                                                         \
  }                                                                                        \
  void __cpu0_atomic_store_##N(volatile void *p, T v, int mo) __asm__("__atomic_store_" #N); \
  void __cpu0_atomic_store_##N(volatile void *p, T v, int mo) {                           \
    (void)mo;                                                                              \
    *(volatile T *)p = v;                                                                  \
  }                                                                                        \
  _Bool __cpu0_atomic_cas_##N(volatile void *p, void *expected, T desired, int smo,       \
                              int fmo) __asm__("__atomic_compare_exchange_" #N);          \
  _Bool __cpu0_atomic_cas_##N(volatile void *p, void *expected, T desired, int smo,       \
                              int fmo) {                                                   \
    (void)smo;                                                                             \
    (void)fmo;                                                                             \
    T old = *(volatile T *)p;                                                              \
    if (old == *(T *)expected) {                                                           \
      *(volatile T *)p = desired;                                                          \
      return 1;                                                                            \
    }                                                                                      \
    *(T *)expected = old;                                                                  \
    return 0;                                                                              \
  }                                                                                        \
  CPU0_RMW(N, T, exchange, (v))                                                            \
  CPU0_RMW(N, T, fetch_add, (old + v))                                                     \
  CPU0_RMW(N, T, fetch_sub, (old - v))                                                     \
  CPU0_RMW(N, T, fetch_and, (old & v))                                                     \
  CPU0_RMW(N, T, fetch_or, (old | v))                                                      \
  CPU0_RMW(N, T, fetch_xor, (old ^ v))                                                     \
  CPU0_RMW(N, T, fetch_nand, (~(old & v)))

/* A read-modify-write: stores NEW (in terms of old and v), returns the old value. */
#define CPU0_RMW(N, T, OP, NEW)                                                            \
  T __cpu0_atomic_##OP##_##N(volatile void *p, T v, int mo) __asm__("__atomic_" #OP "_" #N); \
  T __cpu0_atomic_##OP##_##N(volatile void *p, T v, int mo) {                             \
    (void)mo;                                                                              \
    T old = *(volatile T *)p;                                                              \
    *(volatile T *)p = (T)NEW;                                                             \
    return old;                                                                            \
  }

CPU0_ATOMICS(1, unsigned char)
CPU0_ATOMICS(2, unsigned short)
CPU0_ATOMICS(4, unsigned int)
CPU0_ATOMICS(8, unsigned long long)
