/* GCC-style inline assembly on x86-64 (AT&T): general registers at every width (an 8- and a
   16-bit operand print as their al/ax views), the fixed-register letters (a, c, d, S, D),
   modifiers b/w/k/q, immediates ($, and bare with c), memory operands, SSE registers, tied
   and early-clobber outputs, a flags clobber around a live comparison, and %= labels. */
#include <stdio.h>
#include <stdint.h>

static int add32(int a, int b) {
    __asm__("addl %1, %0" : "+r"(a) : "r"(b));
    return a;
}

static unsigned char add8(unsigned char a, unsigned char b) {
    __asm__("addb %1, %0" : "+q"(a) : "q"(b));
    return a;
}

static short neg16(short a) {
    __asm__("negw %0" : "+r"(a));
    return a;
}

static uint64_t bswap64(uint64_t x) {
    __asm__("bswap %0" : "+r"(x));
    return x;
}

static unsigned low_byte_of(unsigned long x) {
    unsigned r;
    __asm__("movzbl %b1, %k0" : "=r"(r) : "q"(x));
    return r;
}

static uint64_t mul_wide(uint64_t a, uint64_t b, uint64_t *hi) {
    uint64_t lo, h;
    __asm__("mulq %3" : "=a"(lo), "=d"(h) : "a"(a), "rm"(b));
    *hi = h;
    return lo;
}

static int shift_by_cl(int x, int n) {
    __asm__("shll %%cl, %0" : "+r"(x) : "c"(n));
    return x;
}

static long add_imm(long x) {
    __asm__("addq %1, %0" : "+r"(x) : "i"(1000));
    return x;
}

static long load_mem(const long *p) {
    long r;
    __asm__("movq %1, %0" : "=r"(r) : "m"(*p));
    return r;
}

static void store_mem(int *p, int v) {
    __asm__ volatile("movl %1, %0" : "=m"(*p) : "r"(v) : "memory");
}

static double sse_add(double a, double b) {
    __asm__("addsd %1, %0" : "+x"(a) : "x"(b));
    return a;
}

static long swap_di_si(long a, long b) {
    __asm__("xchg %0, %1" : "+D"(a), "+S"(b));
    return a * 10 + b;
}

static int count_bits(unsigned x) {
    int n;
    __asm__("xorl %0, %0\n"
            ".Lloop%=:\n\t"
            "testl %1, %1\n\t"
            "jz .Ldone%=\n\t"
            "incl %0\n\t"
            "leal -1(%q1), %%edx\n\t"
            "andl %%edx, %1\n\t"
            "jmp .Lloop%=\n"
            ".Ldone%=:"
            : "=&r"(n), "+r"(x) : : "edx", "cc");
    return n;
}

static int flags_survive(int a, int b) {
    int lt = a < b;
    int r = 0;
    __asm__ volatile("cmpl $0, %0" : : "r"(r) : "cc");
    return lt ? 100 : 200;
}

int main(void) {
    uint64_t hi = 0;
    long m = 99;
    int cell = 0;
    printf("%d\n", add32(40, 2));
    printf("%u\n", add8(250, 10));
    printf("%d\n", neg16(1234));
    printf("%016llx\n", (unsigned long long)bswap64(0x0102030405060708ull));
    printf("%u\n", low_byte_of(0x12345678abcdefull));
    uint64_t lo = mul_wide(0xffffffffffffffffull, 3, &hi);
    printf("%llu %llu\n", (unsigned long long)lo, (unsigned long long)hi);
    printf("%d\n", shift_by_cl(3, 5));
    printf("%ld\n", add_imm(-1));
    printf("%ld\n", load_mem(&m));
    store_mem(&cell, 4321);
    printf("%d\n", cell);
    printf("%.3f\n", sse_add(1.25, 2.5));
    printf("%ld\n", swap_di_si(1, 2));
    printf("%d\n", count_bits(0xf0f0u));
    printf("%d %d\n", flags_survive(1, 2), flags_survive(3, 2));
    return 0;
}
