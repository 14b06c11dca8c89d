/* Modular arithmetic on 64-bit moduli through unsigned __int128 products: Montgomery
   multiplication (REDC with R = 2^64 and the inverse by Newton iteration), modular
   exponentiation by square-and-multiply in both the plain and Montgomery forms, a
   deterministic Miller-Rabin primality test for 64-bit integers, the modular inverse by
   Fermat, and Pollard's rho factorization of a few semiprimes. */
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

typedef unsigned __int128 u128;

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((u128)a * b % m); }

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
    uint64_t r = 1 % m;
    b %= m;
    while (e) {
        if (e & 1) r = mulmod(r, b, m);
        b = mulmod(b, b, m);
        e >>= 1;
    }
    return r;
}

struct mont { uint64_t n, ninv, r2; };

static struct mont mont_init(uint64_t n) {
    struct mont m;
    m.n = n;
    uint64_t inv = n; /* n * inv == 1 mod 2^k, doubling k each step */
    for (int i = 0; i < 6; i++) inv *= 2 - n * inv;
    m.ninv = -inv;
    u128 r = ((u128)1 << 64) % n;
    m.r2 = (uint64_t)(r * r % n);
    return m;
}

static uint64_t redc(const struct mont *m, u128 t) {
    uint64_t u = (uint64_t)t * m->ninv;
    u128 s = t + (u128)u * m->n;
    uint64_t carry = s < t;
    uint64_t r = (uint64_t)(s >> 64);
    if (carry || r >= m->n) r -= m->n;
    return r;
}

static uint64_t to_mont(const struct mont *m, uint64_t a) { return redc(m, (u128)(a % m->n) * m->r2); }
static uint64_t from_mont(const struct mont *m, uint64_t a) { return redc(m, a); }

static uint64_t mont_pow(const struct mont *m, uint64_t b, uint64_t e) {
    uint64_t r = to_mont(m, 1), x = to_mont(m, b);
    while (e) {
        if (e & 1) r = redc(m, (u128)r * x);
        x = redc(m, (u128)x * x);
        e >>= 1;
    }
    return from_mont(m, r);
}

static int is_prime(uint64_t n) {
    if (n < 2) return 0;
    static const uint64_t small[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    for (int i = 0; i < 12; i++) {
        if (n == small[i]) return 1;
        if (n % small[i] == 0) return 0;
    }
    uint64_t d = n - 1;
    int s = 0;
    while (!(d & 1)) {
        d >>= 1;
        s++;
    }
    for (int i = 0; i < 12; i++) {
        uint64_t x = powmod(small[i], d, n);
        if (x == 1 || x == n - 1) continue;
        int comp = 1;
        for (int r = 1; r < s; r++) {
            x = mulmod(x, x, n);
            if (x == n - 1) {
                comp = 0;
                break;
            }
        }
        if (comp) return 0;
    }
    return 1;
}

static uint64_t gcd(uint64_t a, uint64_t b) {
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static uint64_t rho(uint64_t n) {
    if (n % 2 == 0) return 2;
    for (uint64_t c = 1;; c++) {
        uint64_t x = 2, y = 2, d = 1;
        while (d == 1) {
            x = (mulmod(x, x, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            d = gcd(x > y ? x - y : y - x, n);
        }
        if (d != n) return d;
    }
}

int main(void) {
    static const uint64_t mods[] = {1000000007ull, 998244353ull, 18446744073709551557ull, 0xffffffff00000001ull,
                                    4611686018427387847ull};
    for (int i = 0; i < 5; i++) {
        uint64_t m = mods[i];
        struct mont mt = mont_init(m);
        uint64_t b = 0x123456789abcdefull % m, e = 0xfedcba987654321ull;
        uint64_t p1 = powmod(b, e, m), p2 = mont_pow(&mt, b, e);
        uint64_t inv = powmod(b, m - 2, m);
        printf("mod %20llu: pow %20llu same %d inverse check %llu\n", (unsigned long long)m, (unsigned long long)p1,
               p1 == p2, (unsigned long long)mulmod(b, inv, m));
    }
    static const uint64_t cands[] = {1, 2, 561, 1105, 7919, 1000000007ull, 3215031751ull, 4294967291ull,
                                     1000000000000000003ull, 18446744073709551615ull, 18446744073709551557ull,
                                     3825123056546413051ull};
    printf("primes:");
    for (int i = 0; i < 12; i++) printf(" %d", is_prime(cands[i]));
    printf("\n");
    uint64_t count = 0;
    for (uint64_t n = (1ull << 61) - 1000; n < (1ull << 61); n++) count += is_prime(n);
    printf("primes in [2^61-1000, 2^61): %llu\n", (unsigned long long)count);
    static const uint64_t semis[] = {8051, 10403, 999962000357ull, 4295098369ull, 600851475143ull};
    for (int i = 0; i < 5; i++) {
        uint64_t f = rho(semis[i]);
        uint64_t g = semis[i] / f;
        if (f > g) {
            uint64_t t = f;
            f = g;
            g = t;
        }
        printf("%llu = %llu * %llu\n", (unsigned long long)semis[i], (unsigned long long)f, (unsigned long long)g);
    }
    return 0;
}

#endif
