/* Loop-heavy kernel: sieve of Eratosthenes on a byte array and on a bit array, prime counting,
   twin primes, and a segmented check with trial division. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define LIMIT 30000
static uint8_t composite[LIMIT + 1];
static uint32_t bits[(LIMIT >> 5) + 1];

static int is_prime_trial(uint32_t n) {
    if (n < 2) return 0;
    for (uint32_t d = 2; d * d <= n; d++) if (n % d == 0) return 0;
    return 1;
}

int main(void) {
    memset(composite, 0, sizeof composite);
    composite[0] = composite[1] = 1;
    for (uint32_t i = 2; i * i <= LIMIT; i++)
        if (!composite[i]) for (uint32_t j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    for (uint32_t i = 2; i * i <= LIMIT; i++)
        if (!(bits[i >> 5] >> (i & 31) & 1))
            for (uint32_t j = i * i; j <= LIMIT; j += i) bits[j >> 5] |= 1u << (j & 31);
    uint32_t count = 0, twins = 0, last = 0, mismatches = 0;
    uint64_t sum = 0;
    for (uint32_t i = 2; i <= LIMIT; i++) {
        int p = !composite[i];
        if (p != !(bits[i >> 5] >> (i & 31) & 1)) mismatches++;
        if (p) { count++; sum += i; if (last && i - last == 2) twins++; last = i; }
    }
    printf("primes <= %d: %u, sum %llu, twins %u, largest %u, mismatches %u\n", LIMIT, count,
           (unsigned long long)sum, twins, last, mismatches);
    for (uint32_t lim = 10; lim <= LIMIT; lim *= 10) {
        uint32_t c = 0;
        for (uint32_t i = 0; i <= lim; i++) c += !composite[i];
        printf("pi(%u) = %u\n", lim, c);
    }
    uint32_t agree = 0;
    for (uint32_t n = 29000; n < 29200; n++) agree += is_prime_trial(n) == !composite[n];
    printf("trial division agrees on %u of 200\n", agree);
    printf("first primes:");
    for (uint32_t i = 0, shown = 0; shown < 25; i++) if (!composite[i]) { printf(" %u", i); shown++; }
    printf("\n");
    return 0;
}
