/* Argument-passing corner cases of the 64-bit psABIs: a 16-byte struct after seven integer
   arguments (split between the last argument register and the stack on RISC-V), __int128
   and long double after seven integers, __int128 and long double on the stack (16-byte
   aligned slots), more than eight float and double arguments mixed with float-pair structs,
   long double and __int128 through varargs (aligned register pairs), and a callee that
   forwards everything to another function. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

/* 32-bit targets have no __int128 (clang refuses it on riscv32, whose IR the assembler
   round-trip tests still build): there the program only says so. */
#ifndef __SIZEOF_INT128__
int main(void) {
    printf("__int128 is not available on this target\n");
    return 0;
}
#else

typedef __int128 i128;
struct pair { int64_t a, b; };
struct fpair { float x, y; };
struct dl { double d; int64_t l; };

static void p128(const char *label, i128 v) {
    unsigned __int128 u = (unsigned __int128)v;
    printf("%s %016llx%016llx\n", label, (unsigned long long)(uint64_t)(u >> 64), (unsigned long long)(uint64_t)u);
}

__attribute__((noinline)) static int64_t split_struct(int a, int b, int c, int d, int e, int f, int g, struct pair p, int h) {
    return a + b + c + d + e + f + g + p.a * 3 + p.b * 5 + h * 7;
}

__attribute__((noinline)) static i128 split_i128(int a, int b, int c, int d, int e, int f, int g, i128 x, int h) {
    return x * (a + b + c + d + e + f + g) + h;
}

__attribute__((noinline)) static double split_ld(int a, int b, int c, int d, int e, int f, int g, long double x, int h) {
    return (double)(x * (long double)(a + b + c + d + e + f + g)) + h;
}

__attribute__((noinline)) static i128 stack_wide(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e, int64_t f,
                                                 int64_t g, int64_t h, int i, i128 x, long double y, int j, i128 z) {
    return x + z + (i128)(a + b + c + d + e + f + g + h + i + j) + (i128)(int64_t)(y * 4);
}

__attribute__((noinline)) static double many_fp(float f0, double d1, struct fpair p2, float f3, double d4, struct fpair p5,
                                                double d6, float f7, double d8, float f9, struct fpair p10, double d11,
                                                struct dl s12, int i13) {
    return f0 + d1 + p2.x - p2.y + f3 + d4 + p5.x * p5.y + d6 + f7 + d8 + f9 + p10.x + p10.y + d11 + s12.d +
           (double)s12.l + i13;
}

static void var_wide(int n, ...) {
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++) {
        switch (va_arg(ap, int)) {
        case 0: printf("  long double %.4f\n", (double)va_arg(ap, long double)); break;
        case 1: p128("  int128", va_arg(ap, i128)); break;
        case 2: printf("  double %.4f\n", va_arg(ap, double)); break;
        default: {
            struct pair p = va_arg(ap, struct pair);
            printf("  pair %lld %lld\n", (long long)p.a, (long long)p.b);
        }
        }
    }
    va_end(ap);
}

__attribute__((noinline)) static int64_t forward(int a, int b, int c, int d, int e, int f, int g, struct pair p, int h) {
    return split_struct(g, f, e, d, c, b, a, (struct pair){p.b, p.a}, h + 1);
}

int main(void) {
    struct pair p = {1000000000000ll, -7};
    printf("split struct %lld\n", (long long)split_struct(1, 2, 3, 4, 5, 6, 7, p, 8));
    printf("forward %lld\n", (long long)forward(1, 2, 3, 4, 5, 6, 7, p, 8));
    p128("split i128", split_i128(1, 1, 1, 1, 1, 1, 1, ((i128)0x123456789ll << 64) | 0xabcdefull, -3));
    printf("split long double %.4f\n", split_ld(1, 2, 3, 4, 5, 6, 7, 1.5L, 100));
    p128("stack wide", stack_wide(1, 2, 3, 4, 5, 6, 7, 8, 9, (i128)1 << 100, 2.75L, 10, -((i128)1 << 70)));
    printf("many fp %.4f\n", many_fp(0.5f, 1.25, (struct fpair){2, 0.5f}, 3, 4.5, (struct fpair){1.5f, 2}, 6, 7.25f, 8,
                                     9.5f, (struct fpair){10, 0.25f}, 11, (struct dl){12.5, 13}, 14));
    printf("varargs:\n");
    var_wide(6, 0, 3.25L, 1, -((i128)1 << 80) + 5, 2, -0.125, 3, p, 1, (i128)42, 0, -1e10L);
    return 0;
}

#endif
