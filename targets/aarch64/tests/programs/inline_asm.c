/* GCC-style inline assembly on AArch64: register operands in both views (%w, %x), FP/SIMD
   operands (w with %s, %d, %q), immediates (I), memory
   operands (m, Q), named registers (register asm), tied operands, early clobbers, a memory
   clobber used as a compiler barrier, and local labels with %=. */
#include <stdio.h>
#include <stdint.h>

static int add_w(int a, int b) {
    int r;
    __asm__("add %w0, %w1, %w2" : "=r"(r) : "r"(a), "r"(b));
    return r;
}

static long add_imm(long a) {
    long r;
    __asm__("add %0, %1, %2" : "=r"(r) : "r"(a), "I"(4000));
    return r;
}

static uint64_t rev_bytes(uint64_t x) {
    uint64_t r;
    __asm__("rev %x0, %x1" : "=r"(r) : "r"(x));
    return r;
}

static double fsqrt(double x) {
    double r;
    __asm__("fsqrt %d0, %d1" : "=w"(r) : "w"(x));
    return r;
}

static float fmaddf(float a, float b, float c) {
    float r;
    __asm__("fmadd %s0, %s1, %s2, %s3" : "=w"(r) : "w"(a), "w"(b), "w"(c));
    return r;
}

typedef int v4si __attribute__((vector_size(16)));
static v4si vload(const v4si *p) {
    v4si r;
    __asm__("ldr %q0, %1" : "=w"(r) : "Q"(*p));
    return r;
}

static long load_q(long *p) {
    long r;
    __asm__("ldr %0, %1" : "=r"(r) : "Q"(*p));
    return r;
}

static void store_m(int *p, int v) {
    __asm__ volatile("str %w1, %0" : "=m"(*p) : "r"(v) : "memory");
}

static long tied_inc(long x) {
    __asm__("add %0, %0, #1" : "+r"(x));
    return x;
}

static long named(long a, long b) {
    register long x0 __asm__("x0") = a;
    register long x1 __asm__("x1") = b;
    __asm__("add x0, x0, x1" : "+r"(x0) : "r"(x1));
    return x0;
}

static long count_down(long n) {
    long steps;
    __asm__("mov %0, #0\n"
            ".Lloop%=:\n\t"
            "cbz %1, .Ldone%=\n\t"
            "sub %1, %1, #1\n\t"
            "add %0, %0, #1\n\t"
            "b .Lloop%=\n"
            ".Ldone%=:"
            : "=&r"(steps), "+r"(n));
    return steps;
}

int main(void) {
    int cell = 0;
    long q = 77;
    v4si a = {1, 2, 3, 4}, b = {10, 20, 30, 40};
    v4si s = vload(&b) + a;
    printf("%d\n", add_w(40, 2));
    printf("%ld\n", add_imm(-1000));
    printf("%016llx\n", (unsigned long long)rev_bytes(0x0102030405060708ull));
    printf("%.6f\n", fsqrt(2.0));
    printf("%.3f\n", fmaddf(1.5f, 2.0f, 0.25f));
    printf("%d %d %d %d\n", s[0], s[1], s[2], s[3]);
    printf("%ld\n", load_q(&q));
    store_m(&cell, 1234);
    printf("%d\n", cell);
    printf("%ld\n", tied_inc(41));
    printf("%ld\n", named(100, 23));
    printf("%ld\n", count_down(9) + count_down(3));
    __asm__ volatile("" ::: "memory");
    return 0;
}
