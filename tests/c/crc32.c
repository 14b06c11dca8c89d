/* Loop-heavy kernel: CRC-32 (bitwise and table-driven), Adler-32 and FNV-1a over generated
   buffers and fixed strings. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t table[256];

static void make_table(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
}
static uint32_t crc32_table(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}
static uint32_t crc32_bitwise(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}
static uint32_t adler32(const uint8_t *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    return (b << 16) | a;
}
static uint64_t fnv1a64(const uint8_t *p, size_t n) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 0x100000001b3ULL; }
    return h;
}

int main(void) {
    make_table();
    const char *strs[] = {"", "a", "abc", "123456789", "The quick brown fox jumps over the lazy dog"};
    for (int i = 0; i < 5; i++) {
        const uint8_t *p = (const uint8_t *)strs[i];
        size_t n = strlen(strs[i]);
        printf("'%s': crc %08x/%08x adler %08x fnv %016llx\n", strs[i], crc32_table(p, n), crc32_bitwise(p, n),
               adler32(p, n), (unsigned long long)fnv1a64(p, n));
    }
    static uint8_t buf[8192];
    uint32_t x = 1;
    for (size_t i = 0; i < sizeof buf; i++) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; buf[i] = (uint8_t)x; }
    printf("buf: crc %08x/%08x adler %08x fnv %016llx\n", crc32_table(buf, sizeof buf), crc32_bitwise(buf, 2048),
           adler32(buf, sizeof buf), (unsigned long long)fnv1a64(buf, sizeof buf));
    return 0;
}
