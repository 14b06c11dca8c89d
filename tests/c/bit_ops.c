/* Bit operations: and/or/xor/not, masks, rotates, manual popcount/clz/ctz, bit reversal,
   parity, sign-mask tricks, at 32 and 64 bits. */
#include <stdio.h>
#include <stdint.h>

static uint32_t rotl32(uint32_t x, unsigned r) { r &= 31; return r ? (x << r) | (x >> (32 - r)) : x; }
static uint64_t rotr64(uint64_t x, unsigned r) { r &= 63; return r ? (x >> r) | (x << (64 - r)) : x; }
static int popcount32(uint32_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }
static int clz64(uint64_t x) { int n = 0; if (!x) return 64; while (!(x & 0x8000000000000000ULL)) { x <<= 1; n++; } return n; }
static int ctz32(uint32_t x) { int n = 0; if (!x) return 32; while (!(x & 1)) { x >>= 1; n++; } return n; }
static uint32_t rev32(uint32_t x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
static int parity64(uint64_t x) { x ^= x >> 32; x ^= x >> 16; x ^= x >> 8; x ^= x >> 4; x ^= x >> 2; x ^= x >> 1; return (int)(x & 1); }

int main(void) {
    uint32_t xs[] = {0, 1, 0x80000000u, 0xffffffffu, 0x12345678u, 0xdeadbeefu, 0x00f000f0u, 6};
    for (int i = 0; i < 8; i++) {
        uint32_t x = xs[i];
        printf("%08x: not %08x and %08x or %08x xor %08x rotl7 %08x pop %d ctz %d rev %08x low %08x\n",
               x, ~x, x & 0x0ff0ff00u, x | 0x11u, x ^ 0xa5a5a5a5u, rotl32(x, 7), popcount32(x), ctz32(x),
               rev32(x), x & (0u - x));
        uint64_t y = ((uint64_t)x << 32) | rev32(x);
        printf("  %016llx: rotr13 %016llx clz %d parity %d clearlow %016llx\n", (unsigned long long)y,
               (unsigned long long)rotr64(y, 13), clz64(y), parity64(y), (unsigned long long)(y & (y - 1)));
    }
    int32_t v[] = {-5, 5, 0, -2147483647, 123};
    for (int i = 0; i < 5; i++) {
        int32_t s = v[i] >> 31;
        printf("abs(%d)=%d sign=%d\n", v[i], (v[i] ^ s) - s, s | (int32_t)((uint32_t)-v[i] >> 31));
    }
    uint64_t bits = 0;
    for (int i = 0; i < 64; i += 3) bits |= 1ULL << i;
    for (int i = 0; i < 64; i += 5) bits ^= 1ULL << i;
    printf("bits %016llx\n", (unsigned long long)bits);
    uint32_t field = 0;
    field = (field & ~(0xfu << 8)) | (0xau << 8);
    field = (field & ~(0x3fu << 20)) | (0x2bu << 20);
    printf("field %08x get %u %u\n", field, (field >> 8) & 0xf, (field >> 20) & 0x3f);
    return 0;
}
