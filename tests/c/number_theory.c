/* Number theory on 32- and 64-bit unsigned values: gcd/lcm, modular exponentiation with
   64x64->128-free mulmod, Miller-Rabin for 32-bit inputs, Euler's totient and digit sums. */
#include <stdio.h>
#include <stdint.h>

static uint64_t gcd(uint64_t a, uint64_t b) { while (b) { uint64_t t = a % b; a = b; b = t; } return a; }
static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
    uint64_t r = 0;
    a %= m;
    while (b) { if (b & 1) { r += a; if (r >= m) r -= m; } a <<= 1; if (a >= m) a -= m; b >>= 1; }
    return r;
}
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) { uint64_t r = 1 % m; b %= m; while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; } return r; }
static int is_prime(uint32_t n) {
    if (n < 2) return 0;
    static const uint32_t small[] = {2, 3, 5, 7};
    for (int i = 0; i < 4; i++) { if (n == small[i]) return 1; if (n % small[i] == 0) return 0; }
    uint32_t d = n - 1; int s = 0;
    while (!(d & 1)) { d >>= 1; s++; }
    for (int i = 0; i < 4; i++) {
        uint64_t x = powmod(small[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int comp = 1;
        for (int r = 1; r < s; r++) { x = mulmod(x, x, n); if (x == n - 1) { comp = 0; break; } }
        if (comp) return 0;
    }
    return 1;
}
static uint32_t phi(uint32_t n) { uint32_t r = n; for (uint32_t p = 2; p * p <= n; p++) if (n % p == 0) { while (n % p == 0) n /= p; r -= r / p; } if (n > 1) r -= r / n; return r; }

int main(void) {
    printf("gcd %llu lcm %llu\n", (unsigned long long)gcd(1234567890ULL, 9876543210ULL), (unsigned long long)(1234567890ULL / gcd(1234567890ULL, 987654ULL) * 987654ULL));
    printf("powmod %llu %llu %llu\n", (unsigned long long)powmod(2, 1000000, 1000000007ULL), (unsigned long long)powmod(3, 0xffffffffffffULL, 0xfffffffffffffffULL), (unsigned long long)powmod(12345, 0, 1));
    uint32_t cands[] = {1, 2, 97, 561, 7919, 65537, 2147483647u, 4294967291u, 4294967295u, 1000000007u, 999999999u};
    for (int i = 0; i < 11; i++) printf("is_prime(%u) = %d\n", cands[i], is_prime(cands[i]));
    int count = 0;
    for (uint32_t n = 4000000000u; n < 4000002000u; n++) count += is_prime(n);
    printf("primes in [4e9, 4e9+2000): %d\n", count);
    for (uint32_t n = 1; n <= 100000; n *= 10) printf("phi(%u) = %u phi(%u) = %u\n", n, phi(n), n + 1, phi(n + 1));
    return 0;
}
