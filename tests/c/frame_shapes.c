/* Stack frames of every shape (seed 004's four AArch64 prologue shapes, and the same sizes on
 * every target): a frame over 512 bytes calling with stack arguments, a frame over 4096
 * bytes, a dynamic allocation with stack arguments, a large outgoing argument area with a
 * small and with a large frame, a leaf keeping values in callee-saved registers, and
 * doubles live across calls (callee-saved FP registers). Each function checks its locals
 * after the calls and returns a checksum. */
#include <stdio.h>
#include <string.h>

typedef long long i64;

__attribute__((noinline)) static i64 many(i64 a0, i64 a1, i64 a2, i64 a3, i64 a4, i64 a5,
                                          i64 a6, i64 a7, i64 a8, i64 a9, i64 a10, i64 a11) {
    return a0 + 2 * a1 + 3 * a2 + 4 * a3 + 5 * a4 + 6 * a5 + 7 * a6 + 8 * a7 + 9 * a8 +
           10 * a9 + 11 * a10 + 12 * a11;
}

/* Forty stack arguments beyond the registers: a 320-byte outgoing area. */
__attribute__((noinline)) static i64 wide(
    i64 a0, i64 a1, i64 a2, i64 a3, i64 a4, i64 a5, i64 a6, i64 a7, i64 a8, i64 a9, i64 a10,
    i64 a11, i64 a12, i64 a13, i64 a14, i64 a15, i64 a16, i64 a17, i64 a18, i64 a19, i64 a20,
    i64 a21, i64 a22, i64 a23, i64 a24, i64 a25, i64 a26, i64 a27, i64 a28, i64 a29, i64 a30,
    i64 a31, i64 a32, i64 a33, i64 a34, i64 a35, i64 a36, i64 a37, i64 a38, i64 a39, i64 a40,
    i64 a41, i64 a42, i64 a43, i64 a44, i64 a45, i64 a46, i64 a47, i64 a48, i64 a49, i64 a50,
    i64 a51, i64 a52, i64 a53, i64 a54, i64 a55, i64 a56, i64 a57, i64 a58, i64 a59, i64 a60,
    i64 a61, i64 a62, i64 a63, i64 a64, i64 a65, i64 a66, i64 a67, i64 a68, i64 a69) {
    i64 v[70] = {a0,  a1,  a2,  a3,  a4,  a5,  a6,  a7,  a8,  a9,  a10, a11, a12, a13,
                 a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27,
                 a28, a29, a30, a31, a32, a33, a34, a35, a36, a37, a38, a39, a40, a41,
                 a42, a43, a44, a45, a46, a47, a48, a49, a50, a51, a52, a53, a54, a55,
                 a56, a57, a58, a59, a60, a61, a62, a63, a64, a65, a66, a67, a68, a69};
    unsigned long long s = 0;
    for (int i = 0; i < 70; i++)
        s = s * 31 + (unsigned long long)v[i];
    return (i64)(s % 1000000007u);
}

__attribute__((noinline)) static void fill(volatile i64 *p, int n, i64 seed) {
    for (int i = 0; i < n; i++)
        p[i] = seed * (i + 1) ^ (i * 7);
}

__attribute__((noinline)) static i64 sum(volatile i64 *p, int n) {
    i64 s = 0;
    for (int i = 0; i < n; i++)
        s += p[i] * (i % 5 + 1);
    return s;
}

/* Over 512 bytes of locals and calls with stack arguments. */
__attribute__((noinline)) static i64 frame_600(i64 x) {
    volatile i64 a[75];
    fill(a, 75, x);
    i64 r = many(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], x);
    return r + sum(a, 75);
}

/* Over 4096 bytes of locals. */
__attribute__((noinline)) static i64 frame_5000(i64 x) {
    volatile i64 a[625];
    fill(a, 625, x);
    i64 r = many(a[600], a[601], x, 1, 2, 3, 4, 5, 6, 7, a[624], a[0]);
    return r + sum(a, 625);
}

/* Over 70000 bytes of locals (an adjustment beyond 16 bits). */
__attribute__((noinline)) static i64 frame_70000(i64 x) {
    volatile i64 a[8800];
    fill(a, 8800, x);
    return sum(a, 8800) + a[8799];
}

/* A dynamic allocation and stack arguments. */
__attribute__((noinline)) static i64 alloca_stack_args(int n, i64 x) {
    volatile i64 vla[n];
    fill(vla, n, x);
    i64 r = many(vla[0], vla[n - 1], x, 4, 5, 6, 7, 8, 9, 10, vla[1], vla[2]);
    return r + sum(vla, n);
}

/* A large outgoing area and a small frame. */
__attribute__((noinline)) static i64 big_outgoing(i64 x) {
    volatile i64 a[4];
    fill(a, 4, x);
    i64 b = a[1], c = a[2], d = a[3];
    return wide(x, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
                42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61,
                62, 63, 64, b, c, d, a[0], x) +
           b * c - d;
}

/* A large outgoing area and a frame over 512 bytes. */
__attribute__((noinline)) static i64 big_outgoing_big_frame(i64 x) {
    volatile i64 a[100];
    fill(a, 100, x);
    i64 b = a[10], c = a[20], d = a[99];
    i64 r = wide(x, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40,
                 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
                 60, 61, 62, 63, 64, b, c, d, a[0], x);
    return r + sum(a, 100) + b - c * d;
}

/* A leaf with many values live at once (callee-saved registers without a call). */
__attribute__((noinline)) static i64 leaf_pressure(const i64 *p) {
    i64 v0 = p[0], v1 = p[1], v2 = p[2], v3 = p[3], v4 = p[4], v5 = p[5], v6 = p[6];
    i64 v7 = p[7], v8 = p[8], v9 = p[9], v10 = p[10], v11 = p[11], v12 = p[12];
    i64 v13 = p[13], v14 = p[14], v15 = p[15], v16 = p[16], v17 = p[17], v18 = p[18];
    i64 v19 = p[19], v20 = p[20], v21 = p[21];
    for (int i = 0; i < 3; i++) {
        v0 += v21 * 3; v1 ^= v0; v2 += v1 >> 1; v3 -= v2; v4 += v3 * 5; v5 ^= v4;
        v6 += v5; v7 -= v6 >> 2; v8 += v7; v9 ^= v8 * 3; v10 += v9; v11 -= v10;
        v12 += v11 >> 3; v13 ^= v12; v14 += v13; v15 -= v14 * 7; v16 += v15; v17 ^= v16;
        v18 += v17; v19 -= v18; v20 += v19 >> 1; v21 ^= v20;
    }
    return v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 +
           v15 + v16 + v17 + v18 + v19 + v20 + v21;
}

__attribute__((noinline)) static double scale(double x, int k) { return x * k + 0.5; }

/* Doubles live across calls. */
__attribute__((noinline)) static double fp_across_calls(double a, double b, double c) {
    double s = scale(a, 2);
    double t = scale(b, 3) + s;
    double u = scale(c, 4) + t * a;
    return s + t * b + u * c + scale(s + t + u, 5);
}

int main(void) {
    i64 p[22];
    for (int i = 0; i < 22; i++)
        p[i] = i * 37 + 11;
    printf("frame_600 %lld\n", frame_600(3));
    printf("frame_5000 %lld\n", frame_5000(5));
    printf("frame_70000 %lld\n", frame_70000(7));
    printf("alloca_stack_args %lld %lld\n", alloca_stack_args(9, 2), alloca_stack_args(300, 3));
    printf("big_outgoing %lld\n", big_outgoing(11));
    printf("big_outgoing_big_frame %lld\n", big_outgoing_big_frame(13));
    printf("leaf_pressure %lld\n", leaf_pressure(p));
    printf("fp_across_calls %.6f\n", fp_across_calls(1.25, -2.5, 3.75));
    return 0;
}
