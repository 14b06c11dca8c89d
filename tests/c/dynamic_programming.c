/* Dynamic programming kernels over 2-D tables: Levenshtein distance, longest common
   subsequence (with reconstruction), 0/1 knapsack, coin change counts and edit-path length. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static int lev(const char *a, const char *b) {
    int n = (int)strlen(a), m = (int)strlen(b);
    int d[32][32];
    for (int i = 0; i <= n; i++) d[i][0] = i;
    for (int j = 0; j <= m; j++) d[0][j] = j;
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= m; j++) {
            int best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
            int sub = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            d[i][j] = sub < best ? sub : best;
        }
    return d[n][m];
}
static void lcs(const char *a, const char *b, char *out) {
    int n = (int)strlen(a), m = (int)strlen(b);
    int t[32][32] = {{0}};
    for (int i = n - 1; i >= 0; i--)
        for (int j = m - 1; j >= 0; j--)
            t[i][j] = a[i] == b[j] ? t[i + 1][j + 1] + 1 : (t[i + 1][j] > t[i][j + 1] ? t[i + 1][j] : t[i][j + 1]);
    int i = 0, j = 0, k = 0;
    while (i < n && j < m) {
        if (a[i] == b[j]) { out[k++] = a[i]; i++; j++; }
        else if (t[i + 1][j] >= t[i][j + 1]) i++;
        else j++;
    }
    out[k] = 0;
}
static int32_t knapsack(const int32_t *w, const int32_t *v, int n, int cap) {
    int32_t best[1001] = {0};
    for (int i = 0; i < n; i++)
        for (int c = cap; c >= w[i]; c--)
            if (best[c - w[i]] + v[i] > best[c]) best[c] = best[c - w[i]] + v[i];
    return best[cap];
}
static uint64_t coin_ways(const int *coins, int k, int amount) {
    uint64_t ways[1001] = {1};
    for (int i = 0; i < k; i++) for (int a = coins[i]; a <= amount; a++) ways[a] += ways[a - coins[i]];
    return ways[amount];
}

int main(void) {
    const char *pairs[][2] = {{"kitten", "sitting"}, {"flaw", "lawn"}, {"", "abc"}, {"backend", "frontend"},
                              {"intention", "execution"}, {"same", "same"}};
    char buf[32];
    for (int i = 0; i < 6; i++) {
        lcs(pairs[i][0], pairs[i][1], buf);
        printf("%s/%s: lev %d lcs '%s'\n", pairs[i][0], pairs[i][1], lev(pairs[i][0], pairs[i][1]), buf);
    }
    int32_t w[] = {12, 7, 11, 8, 9, 23, 5, 14, 31, 17}, v[] = {24, 13, 23, 15, 16, 50, 9, 30, 60, 35};
    for (int cap = 20; cap <= 100; cap += 20) printf("knapsack(%d) = %d\n", cap, knapsack(w, v, 10, cap));
    int coins[] = {1, 2, 5, 10, 20, 50, 100, 200};
    for (int amt = 10; amt <= 1000; amt *= 10) printf("ways(%d) = %llu\n", amt, (unsigned long long)coin_ways(coins, 8, amt));
    return 0;
}
