/* switch statements over many controlling types: int64 with huge sparse case values, uint8
   and int8 (negative cases), a char classifier with ranges, __int128 with cases beyond 64
   bits, nested switches, fall-through chains, a dense switch whose table has holes and a
   default in the middle, and a switch inside a loop updating state. Every case prints or
   accumulates so every table entry is reached. */
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

static int classify64(int64_t v) {
    switch (v) {
    case INT64_MIN: return 1;
    case -4000000000000ll: return 2;
    case -1: return 3;
    case 0: return 4;
    case 7: return 5;
    case 1ll << 40: return 6;
    case (1ll << 40) + 1: return 7;
    case 9000000000000000000ll: return 8;
    case INT64_MAX: return 9;
    default: return 0;
    }
}

static int classify_u8(uint8_t v) {
    switch (v) {
    case 0: case 1: case 2: return 10;
    case 200: return 20;
    case 255: return 30;
    case 128 ... 150: return 40;
    default: return v & 1;
    }
}

static int classify_i8(int8_t v) {
    switch (v) {
    case -128: return -1;
    case -5 ... -2: return -2;
    case -1: return -3;
    case 100 ... 127: return -4;
    default: return 0;
    }
}

static const char *char_kind(char c) {
    switch (c) {
    case 'a' ... 'z': return "lower";
    case 'A' ... 'Z': return "upper";
    case '0' ... '9': return "digit";
    case ' ': case '\t': case '\n': return "space";
    case '(': case ')': case '[': case ']': case '{': case '}': return "bracket";
    default: return "other";
    }
}

static int classify128(__int128 v) {
    switch (v) {
    case 0: return 1;
    case ((__int128)1 << 64): return 2;
    case ((__int128)1 << 64) + 1: return 3;
    case -((__int128)1 << 100): return 4;
    case 42: return 5;
    default: return 0;
    }
}

static int dense(int v) {
    int r = 0;
    switch (v) {
    case 0: r += 1; /* fall through */
    case 1: r += 10; break;
    case 2: r += 100; /* fall through */
    case 3: r += 1000; /* fall through */
    default: r += 7; break;
    case 5: r += 20; break;
    case 6: r += 30; break;
    case 8: r += 40; /* fall through */
    case 9: r += 50; break;
    case 10: r += 60; break;
    case 12: r -= 5; break;
    }
    return r;
}

static int nested(int a, int b) {
    switch (a) {
    case 0:
        switch (b) {
        case 0: return 1;
        case 1: return 2;
        default: return 3;
        }
    case 1:
        switch (b & 3) {
        case 0: return 10;
        case 3: return 13;
        }
        return 11;
    default:
        return a * 100 + b;
    }
}

int main(void) {
    static const int64_t v64[] = {INT64_MIN, -4000000000000ll, -1, 0, 7, 1ll << 40, (1ll << 40) + 1,
                                  9000000000000000000ll, INT64_MAX, 8, -2, 1ll << 41};
    printf("i64:");
    for (unsigned i = 0; i < sizeof v64 / sizeof v64[0]; i++) printf(" %d", classify64(v64[i]));
    printf("\nu8 histogram:");
    int hist[41] = {0};
    for (int v = 0; v < 256; v++) hist[classify_u8((uint8_t)v)]++;
    for (int i = 0; i < 41; i++)
        if (hist[i]) printf(" %d:%d", i, hist[i]);
    printf("\ni8 histogram:");
    int h8[5] = {0};
    for (int v = -128; v < 128; v++) h8[-classify_i8((int8_t)v)]++;
    for (int i = 0; i < 5; i++) printf(" %d", h8[i]);
    printf("\nchars:");
    const char *text = "Hi (x1) [Q9]\t{z}!";
    for (const char *p = text; *p; p++) printf(" %.2s", char_kind(*p));
    printf("\ni128:");
    __int128 v128[] = {0, (__int128)1 << 64, ((__int128)1 << 64) + 1, -((__int128)1 << 100), 42, 43, -1};
    for (unsigned i = 0; i < sizeof v128 / sizeof v128[0]; i++) printf(" %d", classify128(v128[i]));
    printf("\ndense:");
    for (int v = -1; v <= 13; v++) printf(" %d", dense(v));
    printf("\nnested:");
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 5; b++) printf(" %d", nested(a, b));
    int state = 0, acc = 0;
    for (int step = 0; step < 40; step++) {
        switch (state) {
        case 0: state = step % 3 ? 1 : 2; acc += 1; break;
        case 1: state = 3; acc *= 2; break;
        case 2: state = acc & 1 ? 0 : 3; acc += 5; break;
        case 3: state = 0; acc -= 3; break;
        }
        acc %= 100000;
    }
    printf("\nstate machine: state %d acc %d\n", state, acc);
    return 0;
}

#endif
