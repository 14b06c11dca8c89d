/* What x86-64 -O2 selection folds (issue 19), at its edges: compares reading memory in
   place (both operand orders, immediates, a store after the load in the same block),
   base + index * scale + displacement addresses of locals and globals (negative and
   large displacements), lea for x*3/5/9 and for adds whose source stays live (i32
   wrap-around), a division and a remainder of the same operands (signed and unsigned,
   32 and 64 bits, negative values), rotates, stores of immediates at every width,
   zero extensions of 32-bit results and loads, a + (-x)*y, branches on compares of
   every kind, and frames without a frame pointer (leaf functions, stack arguments,
   varargs, recursion). */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#define N 64
int g[N];
long gl[N];
unsigned char gb[N + 8];
short gs[N];
static uint64_t sum;

static void mix(uint64_t v) { sum = sum * 1000003u ^ v; }

__attribute__((noinline)) int count_less(const int *a, int n, int x) {
    int c = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < x) c++;
    for (int i = 0; i < n; i++)
        if (x < a[i]) c += 2;
    for (int i = 0; i < n; i++)
        if ((unsigned)a[i] > 40u) c += 3;
    for (int i = 0; i < n; i++)
        if (a[i] == -7) c += 5;
    return c;
}

/* The loaded value is compared after a store to the same place: the compare must read
   the old value. */
__attribute__((noinline)) int load_then_store(int *a, int n) {
    int c = 0;
    for (int i = 0; i < n; i++) {
        int t = a[i];
        a[i] = 5;
        if (t < 3) c += i;
    }
    return c;
}

__attribute__((noinline)) long relax(long *d, const long *w, int n) {
    long changed = 0;
    for (int i = 1; i < n; i++) {
        long alt = d[i - 1] + w[i];
        if (alt < d[i]) {
            d[i] = alt;
            changed++;
        }
    }
    return changed;
}

__attribute__((noinline)) long addressing(long i, long j) {
    long s = 0;
    s += g[i + 3] + g[2 * j + 1] + g[i + j] + g[4 * i - j + 12];
    s += gl[i] + gl[j + 5] + gl[N - 1 - i];
    s += gb[i * 3] + gb[i * 5 + 2] + gb[j * 9 % N];
    s += gs[(i + 1) * 2] + gs[j];
    int loc[32];
    for (int k = 0; k < 32; k++) loc[k] = (int)(k * i - j);
    s += loc[i & 31] + loc[(j * 3) & 31] + loc[31 - (i & 15)];
    return s;
}

__attribute__((noinline)) long lea_forms(long x, unsigned y, unsigned z) {
    long a = x * 3, b = x * 5, c = x * 9;
    unsigned p = y + 1, q = y + z, r = y * 9 + 4;
    /* y and z stay live after the adds (which wrap at 32 bits). */
    return a + b + c + (int)p + (int)q + (long)r + (long)(y * z) + (y ^ z);
}

__attribute__((noinline)) void div_rem(long a, long b, unsigned long ua, unsigned long ub, int c,
                                       int d, unsigned uc, unsigned ud) {
    mix((uint64_t)(a / b));
    mix((uint64_t)(a % b));
    mix(ua / ub);
    mix(ua % ub);
    mix((uint64_t)(long)(c / d));
    mix((uint64_t)(long)(c % d));
    mix(uc / ud);
    mix(uc % ud);
}

__attribute__((noinline)) uint32_t rot32(uint32_t x, int k) {
    return ((x << 7) | (x >> 25)) ^ ((x >> 13) | (x << 19)) ^ ((x << (k & 31)) | (x >> ((32 - k) & 31)));
}

__attribute__((noinline)) uint64_t rot64(uint64_t x) {
    return ((x << 1) | (x >> 63)) + ((x >> 40) | (x << 24));
}

__attribute__((noinline)) void store_imms(long i) {
    gb[i] = 200;
    gb[i + 1] = (unsigned char)-1;
    gs[i] = -30000;
    gs[i + 1] = 12345;
    g[i] = -2147483647 - 1;
    g[i + 1] = 2147483647;
    gl[i] = -5;
    gl[i + 1] = 2147483647;
    gl[i + 2] = -2147483647L - 1;
    gl[i + 3] = 4294967295L;
}

__attribute__((noinline)) uint64_t zexts(uint32_t a, uint32_t b, const uint32_t *p, const unsigned char *q) {
    uint64_t s = (uint64_t)(a * b);
    s += (uint64_t)(a + b);
    s += (uint64_t)(a << 5);
    s += (uint64_t)(a >> 3);
    s += (uint64_t)p[1];
    s += (uint64_t)q[2];
    return s;
}

__attribute__((noinline)) double fnma(const double *x, const double *y, double acc, int n) {
    for (int i = 0; i < n; i++) acc += -x[i] * y[i];
    return acc;
}

__attribute__((noinline)) float fnmaf(const float *x, const float *y, float acc, int n) {
    for (int i = 0; i < n; i++) acc = y[i] * -x[i] + acc;
    return acc;
}

__attribute__((noinline)) int branches(long a, long b, unsigned long ua, unsigned long ub) {
    int r = 0;
    if (a < b) r |= 1;
    if (a <= b) r |= 2;
    if (a > b) r |= 4;
    if (a >= b) r |= 8;
    if (ua < ub) r |= 16;
    if (ua <= ub) r |= 32;
    if (ua > ub) r |= 64;
    if (ua >= ub) r |= 128;
    if (a == b) r |= 256;
    if (a != b) r |= 512;
    if (a == 0) r |= 1024;
    if ((int)a < 100) r |= 2048;
    return r;
}

/* Leaf functions with and without locals; stack arguments; varargs; recursion. */
__attribute__((noinline)) long leaf(long a, long b) { return a * 7 + b; }

__attribute__((noinline)) long many(long a, long b, long c, long d, long e, long f, long g7,
                                    long h8, int i9, short j10) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g7 + 8 * h8 + 9 * i9 + 10 * j10;
}

__attribute__((noinline)) long vsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) s = s * 3 + va_arg(ap, long);
    va_end(ap);
    return s;
}

__attribute__((noinline)) long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(void) {
    for (int i = 0; i < N; i++) {
        g[i] = (i * 37) % 101 - 50;
        gl[i] = (long)i * i - 300;
        gs[i] = (short)(i * 1000 - 20000);
    }
    for (int i = 0; i < N + 8; i++) gb[i] = (unsigned char)(i * 29);
    g[5] = -7;
    g[9] = -7;
    mix((uint64_t)count_less(g, N, 3));
    mix((uint64_t)count_less(g, N, -60));
    int tmp[N];
    for (int i = 0; i < N; i++) tmp[i] = g[i];
    mix((uint64_t)load_then_store(tmp, N));
    mix((uint64_t)load_then_store(tmp, N));
    long d[N], w[N];
    for (int i = 0; i < N; i++) {
        d[i] = 1000 - i * 3;
        w[i] = (i * 7) % 11 - 4;
    }
    for (int k = 0; k < 3; k++) mix((uint64_t)relax(d, w, N));
    for (int i = 0; i < N; i++) mix((uint64_t)d[i]);
    for (long i = 0; i < 12; i++)
        for (long j = 0; j < 12; j++) mix((uint64_t)addressing(i, j));
    mix((uint64_t)lea_forms(123456789012L, 2147483647u, 5u));
    mix((uint64_t)lea_forms(-5, 0x80000000u, 0xffffffffu));
    long as[] = {100, -100, 7, -7, 9223372036854775807L, -9223372036854775807L - 1, 1};
    long bs[] = {7, 7, -3, -3, 10, 3, -1};
    for (int i = 0; i < 6; i++)
        div_rem(as[i], bs[i], (unsigned long)as[i], (unsigned long)bs[i] | 1, (int)as[i], (int)bs[i],
                (unsigned)as[i], (unsigned)bs[i] | 1);
    for (int k = 0; k < 40; k++) {
        mix(rot32(0x9e3779b9u * (uint32_t)k, k));
        mix(rot64(0x9e3779b97f4a7c15ull * (uint64_t)k));
    }
    store_imms(3);
    store_imms(40);
    for (int i = 0; i < N; i++) mix((uint64_t)g[i] ^ (uint64_t)gl[i] ^ gb[i] ^ (uint64_t)gs[i]);
    uint32_t words[4] = {0xffffffffu, 0x80000001u, 7, 9};
    mix(zexts(0xfffffff0u, 0x10u, words, gb));
    mix(zexts(0x80000000u, 3u, words + 1, gb + 5));
    double xd[8], yd[8];
    float xf[8], yf[8];
    for (int i = 0; i < 8; i++) {
        xd[i] = i * 0.5 - 1.0;
        yd[i] = 3.25 - i;
        xf[i] = (float)xd[i];
        yf[i] = (float)yd[i];
    }
    printf("fnma %.17g %.17g %.9g %.9g\n", fnma(xd, yd, 1.5, 8), fnma(xd, yd, -0.0, 0),
           fnmaf(xf, yf, 2.5f, 8), fnmaf(xf, yf, -0.0f, 0));
    long vals[] = {-3, 0, 5, 5, -9223372036854775807L - 1, 9223372036854775807L};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            mix((uint64_t)branches(vals[i], vals[j], (unsigned long)vals[i], (unsigned long)vals[j]));
    mix((uint64_t)leaf(6, 7));
    mix((uint64_t)many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    mix((uint64_t)vsum(9, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, -9L));
    mix((uint64_t)fib(20));
    printf("sum %llu\n", (unsigned long long)sum);
    return 0;
}
