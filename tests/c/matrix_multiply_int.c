/* Loop-heavy kernel: integer matrix multiply (naive and transposed), matrix power for
   Fibonacci numbers modulo a prime, and a checksum. */
#include <stdio.h>
#include <stdint.h>

#define N 24
static int32_t A[N][N], B[N][N], C[N][N], BT[N][N];

static void matmul(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int32_t s = 0;
            for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
}
static uint64_t matmul_t_checksum(void) {
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) BT[j][i] = B[i][j];
    uint64_t cs = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int32_t s = 0;
            for (int k = 0; k < N; k++) s += A[i][k] * BT[j][k];
            if (s != C[i][j]) printf("mismatch at %d %d\n", i, j);
            cs = cs * 31 + (uint32_t)s;
        }
    return cs;
}

typedef struct { uint64_t m[2][2]; } mat2;
static mat2 mul2(mat2 a, mat2 b, uint64_t p) {
    mat2 r;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) r.m[i][j] = (a.m[i][0] * b.m[0][j] + a.m[i][1] * b.m[1][j]) % p;
    return r;
}
static uint64_t fib_mod(uint64_t n, uint64_t p) {
    mat2 r = {{{1, 0}, {0, 1}}}, b = {{{1, 1}, {1, 0}}};
    while (n) { if (n & 1) r = mul2(r, b, p); b = mul2(b, b, p); n >>= 1; }
    return r.m[0][1];
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { A[i][j] = (i * 7 + j * 3) % 11 - 5; B[i][j] = (i * j + 1) % 13 - 6; }
    matmul();
    for (int i = 0; i < N; i += 5) {
        for (int j = 0; j < N; j += 4) printf("%6d", C[i][j]);
        printf("\n");
    }
    printf("checksum %llu\n", (unsigned long long)matmul_t_checksum());
    for (uint64_t n = 10; n <= 1000000000000ULL; n *= 100)
        printf("fib(%llu) mod 1e9+7 = %llu\n", (unsigned long long)n, (unsigned long long)fib_mod(n, 1000000007ULL));
    return 0;
}
