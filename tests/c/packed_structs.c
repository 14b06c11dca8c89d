/* Packed structs (unaligned fields: loads and stores that may need byte access), arrays of
   packed records, pointers to unaligned members copied through memcpy, and sizes/offsets. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <string.h>

struct __attribute__((packed)) rec { uint8_t kind; uint32_t id; uint16_t len; uint64_t stamp; int16_t delta; };
struct __attribute__((packed)) tiny { uint8_t a; uint16_t b; };
struct normal { uint8_t kind; uint32_t id; uint16_t len; uint64_t stamp; int16_t delta; };

int main(void) {
    printf("sizes packed %u normal %u tiny %u\n", (unsigned)sizeof(struct rec), (unsigned)sizeof(struct normal), (unsigned)sizeof(struct tiny));
    printf("offsets %u %u %u %u\n", (unsigned)offsetof(struct rec, id), (unsigned)offsetof(struct rec, len),
           (unsigned)offsetof(struct rec, stamp), (unsigned)offsetof(struct rec, delta));
    struct rec rs[5];
    memset(rs, 0, sizeof rs);
    for (int i = 0; i < 5; i++) {
        rs[i].kind = (uint8_t)(i + 1);
        rs[i].id = 0x01020304u * (uint32_t)(i + 1);
        rs[i].len = (uint16_t)(1000 * i + 7);
        rs[i].stamp = 0x1122334455667788ULL + (uint64_t)i;
        rs[i].delta = (int16_t)(-300 * i);
    }
    uint64_t h = 0;
    for (int i = 0; i < 5; i++) {
        rs[i].stamp ^= rs[i].id;
        rs[i].len += (uint16_t)rs[i].delta;
        h = h * 131 + rs[i].kind + rs[i].id + rs[i].len + rs[i].stamp + (uint64_t)(int64_t)rs[i].delta;
    }
    printf("hash %016llx\n", (unsigned long long)h);
    for (int i = 0; i < 5; i++) printf("%u %08x %u %016llx %d\n", rs[i].kind, rs[i].id, rs[i].len, (unsigned long long)rs[i].stamp, rs[i].delta);
    unsigned char raw[sizeof rs];
    memcpy(raw, rs, sizeof rs);
    uint32_t id2;
    memcpy(&id2, raw + sizeof(struct rec) * 2 + 1, sizeof id2);
    printf("id of rec 2 from raw bytes %08x\n", id2);
    struct tiny t[3] = {{1, 0xfffe}, {2, 0x1234}, {3, 0x8001}};
    uint32_t ts = 0;
    for (int i = 0; i < 3; i++) { t[i].b = (uint16_t)(t[i].b + t[i].a); ts += t[i].b; }
    printf("tiny sum %u\n", ts);
    return 0;
}
