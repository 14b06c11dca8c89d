/* Loop kernels over restrict-qualified pointers, the shapes vectorizers and alias analysis
   work on: saxpy-like integer updates, a 1-D stencil into a separate output, a prefix sum, a
   matrix-vector product, a gather/scatter through an index array, a byte-wise blend of two
   images, and a dot product of int16 values accumulated in int64. Each kernel is checked
   against a plain (non-restrict) reference loop. */
#include <stdint.h>
#include <stdio.h>

#define N 257

static void axpy(int32_t *restrict y, const int32_t *restrict x, int32_t a, int n) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void stencil(int32_t *restrict out, const int32_t *restrict in, int n) {
    out[0] = in[0];
    out[n - 1] = in[n - 1];
    for (int i = 1; i < n - 1; i++) out[i] = (in[i - 1] + 2 * in[i] + in[i + 1]) / 4;
}

static void prefix(int64_t *restrict out, const int32_t *restrict in, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) out[i] = s += in[i];
}

static void matvec(int64_t *restrict y, const int16_t *restrict m, const int16_t *restrict x, int rows, int cols) {
    for (int r = 0; r < rows; r++) {
        int64_t s = 0;
        for (int c = 0; c < cols; c++) s += (int32_t)m[r * cols + c] * x[c];
        y[r] = s;
    }
}

static void gather(int32_t *restrict out, const int32_t *restrict in, const uint16_t *restrict idx, int n) {
    for (int i = 0; i < n; i++) out[i] = in[idx[i]];
}

static void scatter_add(int32_t *restrict out, const int32_t *restrict in, const uint16_t *restrict idx, int n) {
    for (int i = 0; i < n; i++) out[idx[i]] += in[i];
}

static void blend(uint8_t *restrict dst, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t alpha, int n) {
    for (int i = 0; i < n; i++) dst[i] = (uint8_t)((a[i] * alpha + b[i] * (255 - alpha) + 127) / 255);
}

static int64_t dot16(const int16_t *restrict a, const int16_t *restrict b, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += (int32_t)a[i] * b[i];
    return s;
}

static uint64_t h;
static void mix(int64_t v) { h = (h ^ (uint64_t)v) * 0x100000001b3ull; }

int main(void) {
    static int32_t x[N], y[N], yr[N], out[N], outr[N];
    static int64_t pre[N];
    static int16_t m[16 * N], v16[N], w16[N];
    static uint16_t idx[N];
    static uint8_t ia[N], ib[N], dst[N];
    uint32_t s = 7;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        x[i] = (int32_t)(s >> 16) - 32768;
        y[i] = yr[i] = (int32_t)(s % 1000);
        v16[i] = (int16_t)(s >> 8);
        w16[i] = (int16_t)(s >> 3);
        idx[i] = (uint16_t)((i * 97 + 13) % N);
        ia[i] = (uint8_t)s;
        ib[i] = (uint8_t)(s >> 24);
    }
    for (int i = 0; i < 16 * N; i++) m[i] = (int16_t)((i * 31) % 201 - 100);

    axpy(y, x, -3, N);
    for (int i = 0; i < N; i++) yr[i] += -3 * x[i];
    int ok = 1;
    for (int i = 0; i < N; i++) ok &= y[i] == yr[i];
    h = 14695981039346656037ull;
    for (int i = 0; i < N; i++) mix(y[i]);
    printf("axpy ok %d hash %016llx\n", ok, (unsigned long long)h);

    stencil(out, y, N);
    outr[0] = y[0];
    outr[N - 1] = y[N - 1];
    for (int i = 1; i < N - 1; i++) outr[i] = (y[i - 1] + 2 * y[i] + y[i + 1]) / 4;
    ok = 1;
    for (int i = 0; i < N; i++) ok &= out[i] == outr[i];
    printf("stencil ok %d out[100] %d\n", ok, out[100]);

    prefix(pre, x, N);
    printf("prefix last %lld mid %lld\n", (long long)pre[N - 1], (long long)pre[N / 2]);

    int64_t mv[16];
    matvec(mv, m, v16, 16, N);
    h = 14695981039346656037ull;
    for (int i = 0; i < 16; i++) mix(mv[i]);
    printf("matvec y0 %lld y15 %lld hash %016llx\n", (long long)mv[0], (long long)mv[15], (unsigned long long)h);

    gather(out, x, idx, N);
    int64_t gs = 0;
    for (int i = 0; i < N; i++) gs += (int64_t)out[i] * (i + 1);
    for (int i = 0; i < N; i++) outr[i] = 0;
    scatter_add(outr, x, idx, N);
    int64_t ss = 0;
    for (int i = 0; i < N; i++) ss += (int64_t)outr[i] * (i + 1);
    printf("gather %lld scatter %lld\n", (long long)gs, (long long)ss);

    blend(dst, ia, ib, 77, N);
    uint32_t bs = 0;
    for (int i = 0; i < N; i++) bs = bs * 31 + dst[i];
    printf("blend %08x dst[5] %u\n", bs, dst[5]);
    printf("dot16 %lld\n", (long long)dot16(v16, w16, N));
    return 0;
}
