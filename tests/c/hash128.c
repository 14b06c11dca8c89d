/* 128-bit hashing with unsigned __int128: FNV-1a 128 (offset basis and prime from the FNV
   specification), a wyhash-like 64x64->128 "mum" mixer, a 128-bit multiply-xorshift finalizer,
   hashing a set of strings and integers, and a hash table with 128-bit fingerprints that
   counts collisions in the low bits versus the full value. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* 32-bit targets have no __int128 (clang refuses it on riscv32, whose IR the assembler
   round-trip tests still build): there the program only says so. */
#ifndef __SIZEOF_INT128__
int main(void) {
    printf("__int128 is not available on this target\n");
    return 0;
}
#else

typedef unsigned __int128 u128;

static u128 fnv1a128(const void *data, size_t n) {
    const u128 prime = ((u128)0x0000000001000000ull << 64) | 0x000000000000013Bull;
    u128 h = ((u128)0x6c62272e07bb0142ull << 64) | 0x62b821756295c58dull;
    const uint8_t *p = data;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= prime;
    }
    return h;
}

static uint64_t mum(uint64_t a, uint64_t b) {
    u128 r = (u128)a * b;
    return (uint64_t)r ^ (uint64_t)(r >> 64);
}

static uint64_t read64(const uint8_t *p, size_t n) {
    uint64_t v = 0;
    for (size_t i = 0; i < n && i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static uint64_t wy_like(const void *data, size_t len, uint64_t seed) {
    const uint8_t *p = data;
    const uint64_t s0 = 0xa0761d6478bd642full, s1 = 0xe7037ed1a0b428dbull, s2 = 0x8ebc6af09c88c6e3ull;
    seed ^= s0;
    size_t i = 0;
    for (; i + 16 <= len; i += 16) seed = mum(read64(p + i, 8) ^ s1, read64(p + i + 8, 8) ^ seed);
    uint64_t a = read64(p + i, len - i), b = len - i > 8 ? read64(p + i + 8, len - i - 8) : 0;
    return mum(s1 ^ len, mum(a ^ s1, b ^ seed) ^ s2);
}

static u128 fmix128(u128 k) {
    const u128 m = ((u128)0x9e3779b97f4a7c15ull << 64) | 0xf39cc0605cedc835ull;
    k ^= k >> 67;
    k *= m;
    k ^= k >> 59;
    k *= m;
    k ^= k >> 71;
    return k;
}

static void hex(u128 v) { printf("%016llx%016llx", (unsigned long long)(uint64_t)(v >> 64), (unsigned long long)(uint64_t)v); }

int main(void) {
    static const char *words[] = {"", "a", "foobar", "The quick brown fox jumps over the lazy dog", "kiln", "kilo"};
    for (int i = 0; i < 6; i++) {
        printf("fnv128(\"%s\") = ", words[i]);
        hex(fnv1a128(words[i], strlen(words[i])));
        printf("\nwy(\"%s\") = %016llx\n", words[i], (unsigned long long)wy_like(words[i], strlen(words[i]), 42));
    }
    for (uint64_t k = 0; k < 4; k++) {
        printf("fmix128(%llu) = ", (unsigned long long)k);
        hex(fmix128(k));
        printf("\n");
    }
    enum { SLOTS = 64 };
    u128 slots[SLOTS];
    memset(slots, 0, sizeof slots);
    int low_collisions = 0, full_collisions = 0, probes = 0;
    char key[32];
    for (int i = 0; i < 48; i++) {
        int n = snprintf(key, sizeof key, "key-%d-%d", i, i * i);
        u128 h = fnv1a128(key, (size_t)n) | 1;
        unsigned idx = (unsigned)h & (SLOTS - 1);
        if (slots[idx]) low_collisions++;
        while (slots[idx]) {
            if (slots[idx] == h) full_collisions++;
            idx = (idx + 1) & (SLOTS - 1);
            probes++;
        }
        slots[idx] = h;
    }
    printf("table: %d low-bit collisions, %d probes, %d full collisions\n", low_collisions, probes, full_collisions);
    uint64_t x = 0;
    for (int i = 0; i < 1000; i++) x = mum(x + (uint64_t)i, 0x9e3779b97f4a7c15ull) + 1;
    printf("mum chain %016llx\n", (unsigned long long)x);
    return 0;
}

#endif
