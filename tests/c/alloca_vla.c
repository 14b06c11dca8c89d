/* Dynamic stack allocation: alloca of run-time sizes (the frame pointer becomes the base),
   variable-length arrays in loops and as parameters, mixed with fixed locals and calls. */
#include <stdio.h>
#include <stdint.h>
#include <alloca.h>
#include <string.h>

static int64_t use_alloca(int n) {
    int32_t fixed = n * 3;
    int32_t *buf = alloca((size_t)n * sizeof(int32_t));
    for (int i = 0; i < n; i++) buf[i] = i * i - fixed;
    char *s = alloca((size_t)n + 1);
    for (int i = 0; i < n; i++) s[i] = (char)('a' + i % 26);
    s[n] = 0;
    int64_t sum = 0;
    for (int i = 0; i < n; i++) sum += buf[i];
    printf("alloca n=%d sum=%lld s=%.10s len=%u fixed=%d\n", n, (long long)sum, s, (unsigned)strlen(s), fixed);
    return sum;
}

static int64_t matrix_trace(int n, int32_t m[n][n]) {
    int64_t t = 0;
    for (int i = 0; i < n; i++) t += m[i][i];
    return t;
}

static int64_t use_vla(int n) {
    int32_t m[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) m[i][j] = (i + 1) * (j + 2) - n;
    int64_t total = 0;
    for (int k = 1; k <= n; k++) {
        int32_t row[k];
        for (int i = 0; i < k; i++) row[i] = m[k - 1][i];
        for (int i = 0; i < k; i++) total += row[i];
    }
    printf("vla n=%d sizeof=%u trace=%lld total=%lld\n", n, (unsigned)sizeof m, (long long)matrix_trace(n, m), (long long)total);
    return total;
}

static int deep(int depth, int n) {
    if (depth == 0) return 0;
    uint8_t *p = alloca((size_t)n);
    memset(p, depth, (size_t)n);
    int r = deep(depth - 1, n + 3);
    return r + p[n - 1];
}

int main(void) {
    int64_t acc = 0;
    for (int n = 1; n <= 40; n += 7) acc += use_alloca(n);
    for (int n = 1; n <= 9; n += 2) acc += use_vla(n);
    printf("deep %d\n", deep(20, 5));
    printf("acc %lld\n", (long long)acc);
    return 0;
}
