/* Bitwise and table-driven CRC-32 (IEEE) over a 64 KiB buffer; prints both. */
#include <stdio.h>
#include <stdint.h>
#define LEN 65536
static uint8_t buf[LEN];
static uint32_t table[256];
static uint32_t crc_bitwise(const uint8_t *p, int n) {
    uint32_t c = 0xFFFFFFFFu;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & -(c & 1));
    }
    return ~c;
}
static uint32_t crc_table(const uint8_t *p, int n) {
    uint32_t c = 0xFFFFFFFFu;
    for (int i = 0; i < n; i++) c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return ~c;
}
int main(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    uint32_t s = 1;
    for (int i = 0; i < LEN; i++) { s = s * 1664525u + 1013904223u; buf[i] = (uint8_t)(s >> 24); }
    uint32_t a = crc_bitwise(buf, LEN / 4);
    uint32_t b = 0;
    for (int rep = 0; rep < 4; rep++) b = b * 31u + crc_table(buf + rep, LEN - rep);
    printf("crc32 %08x %08x\n", a, b);
    return 0;
}
