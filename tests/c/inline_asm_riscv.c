/* GCC-style inline assembly on RISC-V (issue 7): barriers, immediates, several outputs, tied
 * and early-clobber operands, memory operands (m, A) with lw, lr.w/sc.w and amoadd.w, a
 * write(2) system call through register variables, FP operands, and a clobbered
 * callee-saved register. Other targets (riscv32 too) run the same arithmetic in C. */
#include <stdio.h>
#include <string.h>

#if defined(__riscv) && __riscv_xlen == 64
#define RV 1
#else
#define RV 0
#endif

static inline void barrier(void) {
#if RV
  asm volatile("" ::: "memory");
  asm volatile("fence rw, rw" ::: "memory");
#endif
}

__attribute__((noinline)) long add_imm(long x) {
#if RV
  long r;
  asm("addi %0, %1, %2" : "=r"(r) : "r"(x), "I"(-42));
  return r;
#else
  return x - 42;
#endif
}

__attribute__((noinline)) int add_w(int a, int b) {
#if RV
  int r;
  asm("addw %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));
  return r;
#else
  return (int)((unsigned)a + (unsigned)b);
#endif
}

/* add or addi, chosen by the operand: ${2:i} and ${2:z}. */
__attribute__((noinline)) long add_rj(long x, long y) {
#if RV
  long a, b, c;
  asm("add%i2 %0, %1, %2" : "=r"(a) : "r"(x), "rI"(17L));
  asm("add%i2 %0, %1, %2" : "=r"(b) : "r"(a), "rI"(y));
  asm("add %0, %1, %z2" : "=r"(c) : "r"(b), "rJ"(0L));
  return c;
#else
  return x + 17 + y;
#endif
}

__attribute__((noinline)) void sum_diff(long a, long b, long *s, long *d) {
#if RV
  long x, y;
  asm("add %0, %2, %3\n\tsub %1, %2, %3" : "=&r"(x), "=&r"(y) : "r"(a), "r"(b));
  *s = x;
  *d = y;
#else
  *s = a + b;
  *d = a - b;
#endif
}

/* The early clobber matters: the first output is written before the inputs are read. */
__attribute__((noinline)) long early(long a, long b) {
#if RV
  long t;
  asm("li %0, 1000\n\tadd %0, %0, %1\n\tadd %0, %0, %2" : "=&r"(t) : "r"(a), "r"(b));
  return t;
#else
  return 1000 + a + b;
#endif
}

__attribute__((noinline)) unsigned long tied_shift(unsigned long a, int k) {
#if RV
  asm("slli %0, %0, %1" : "+r"(a) : "K"(3));
  asm("sll %0, %0, %1" : "+r"(a) : "r"(k));
  return a;
#else
  return (a << 3) << k;
#endif
}

__attribute__((noinline)) int load_m(int *p) {
#if RV
  int v;
  asm volatile("lw %0, %1" : "=r"(v) : "m"(*p));
  return v;
#else
  return *p;
#endif
}

__attribute__((noinline)) int fetch_add(int *p, int v) {
#if RV
  int old;
  asm volatile("amoadd.w %0, %2, %1" : "=r"(old), "+A"(*p) : "r"(v) : "memory");
  return old;
#else
  int old = *p;
  *p += v;
  return old;
#endif
}

__attribute__((noinline)) int lrsc_inc(int *p) {
#if RV
  int old, fail;
  asm volatile("1:\n\tlr.w %0, %2\n\taddiw %1, %0, 1\n\tsc.w %1, %1, %2\n\tbnez %1, 1b"
               : "=&r"(old), "=&r"(fail), "+A"(*p)
               :
               : "memory");
  return old;
#else
  return (*p)++;
#endif
}

__attribute__((noinline)) double fma_d(double a, double b, double c) {
#if RV
  double r;
  asm("fmadd.d %0, %1, %2, %3" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  return r;
#else
  return a * b + c;
#endif
}

__attribute__((noinline)) float add_s(float a, float b) {
#if RV
  float r;
  asm("fadd.s %0, %1, %2" : "=f"(r) : "f"(a), "f"(b));
  return r;
#else
  return a + b;
#endif
}

__attribute__((noinline)) long sys_write(int fd, const char *buf, unsigned long n) {
#if RV
  register long a0 asm("a0") = fd;
  register long a1 asm("a1") = (long)buf;
  register long a2 asm("a2") = (long)n;
  register long a7 asm("a7") = 64;
  asm volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
  return a0;
#else
  return fd == 1 ? (long)fwrite(buf, 1, n, stdout) : -1;
#endif
}

/* Writes s1 (callee-saved): the function must save and restore it. */
__attribute__((noinline)) long clobber_s1(long x) {
#if RV
  asm volatile("li s1, 12345\n\tli s2, 777" ::: "s1", "s2");
#endif
  return x + 1;
}

/* A loop inside the asm with labels made unique by %= (inlined twice below). */
static inline long popcount_asm(unsigned long x) {
#if RV
  long n, t;
  asm(".Lpc_loop%=:\n\tbeqz %1, .Lpc_done%=\n\taddi %2, %1, -1\n\tand %1, %1, %2\n\t"
      "addi %0, %0, 1\n\tj .Lpc_loop%=\n.Lpc_done%=:"
      : "=r"(n), "+r"(x), "=&r"(t)
      : "0"(0L));
  return n;
#else
  return __builtin_popcountl(x);
#endif
}

__attribute__((noinline)) long popcounts(unsigned long a, unsigned long b) {
  return popcount_asm(a) * 100 + popcount_asm(b);
}

/* Symbols as operands: a global's address and a call to a function, both through "i". */
int table[4] = {10, 20, 30, 40};

__attribute__((noinline)) long triple(long x) { return x * 3; }

__attribute__((noinline)) int *table_addr(void) {
#if RV
  int *p;
  asm("la %0, %1" : "=r"(p) : "i"(&table[0]));
  return p;
#else
  return &table[0];
#endif
}

__attribute__((noinline)) long call_triple(long x) {
#if RV
  register long a0 asm("a0") = x;
  asm volatile("call %1"
               : "+r"(a0)
               : "i"(triple)
               : "ra", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "a1", "a2", "a3", "a4", "a5",
                 "a6", "a7", "memory");
  return a0;
#else
  return triple(x);
#endif
}

/* Every caller-saved register clobbered: the output and x live in callee-saved ones. */
__attribute__((noinline)) long clobber_caller_saved(long x) {
#if RV
  long r;
  asm volatile("li %0, 1\n\tadd %0, %0, %1\n\tli t0, 0\n\tli a0, 0\n\tli ra, 0"
               : "=&r"(r)
               : "r"(x)
               : "ra", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "a0", "a1", "a2", "a3", "a4",
                 "a5", "a6", "a7");
  return r + x;
#else
  return 1 + x + x;
#endif
}

/* Values live across the asm and across calls to clobber_s1 must survive. */
__attribute__((noinline)) long keep_values(long n) {
  long acc = 0, a = n * 3, b = n * 5, c = n * 7, d = n * 11, e = n * 13;
  for (long i = 0; i < n; i++) {
    acc += clobber_s1(i) + a + b;
#if RV
    asm volatile("li s1, -1\n\tli s3, -2" ::: "s1", "s3");
#endif
    acc += c * d - e;
  }
  return acc + a + b + c + d + e;
}

int main(void) {
  long s, d;
  int q = 5;
  barrier();
  sum_diff(40, 2, &s, &d);
  printf("add_imm %ld add_w %d add_rj %ld\n", add_imm(50), add_w(2000000000, 2000000000),
         add_rj(1, 100));
  printf("sum_diff %ld %ld early %ld tied %lu\n", s, d, early(3, 4), tied_shift(5, 2));
  int o1 = fetch_add(&q, 3);
  int o2 = lrsc_inc(&q);
  printf("fetch_add %d lrsc %d now %d load_m %d\n", o1, o2, q, load_m(&q));
  printf("fma %.3f fadd %.3f\n", fma_d(1.5, 4.0, 0.25), (double)add_s(1.25f, 2.5f));
  printf("keep %ld caller_saved %ld\n", keep_values(10), clobber_caller_saved(100));
  printf("popcounts %ld\n", popcounts(0xff00ff, 0x8000000000000001ul));
  printf("symbols %d %ld\n", table_addr()[2], call_triple(14));
  fflush(stdout);
  const char msg[] = "written by ecall\n";
  long w = sys_write(1, msg, strlen(msg));
  printf("wrote %ld\n", w);
  return 0;
}
