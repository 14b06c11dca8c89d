/* Bit-fields of uint64_t and int64_t with widths above 32, fields that straddle 32-bit and
   64-bit storage boundaries, a 48-bit timestamp packed with flags, 40-bit signed offsets,
   shifting and masking through the fields, and a struct whose fields total 96 bits (clang
   loads them as i96-sized units). */
#include <stdint.h>
#include <stdio.h>

struct packet {
    uint64_t timestamp : 48;
    uint64_t flags : 10;
    uint64_t kind : 6;
};

struct offsets {
    int64_t delta : 40;
    int64_t small : 20;
    uint64_t tag : 4;
};

struct straddle {
    uint32_t a : 20;
    uint64_t b : 33; /* starts at bit 20, crosses the 32-bit boundary */
    uint64_t c : 11;
    uint8_t d : 7;
    uint64_t e : 57;
};

struct wide96 {
    uint64_t lo : 60;
    uint64_t mid : 36;
    uint32_t top : 24;
};

static uint64_t mix(struct packet p) { return p.timestamp ^ ((uint64_t)p.flags << 20) ^ p.kind; }

int main(void) {
    struct packet p = {0};
    p.timestamp = 0x123456789abcull;
    p.flags = 0x3ff;
    p.kind = 42;
    printf("packet ts %llx flags %x kind %u size %d\n", (unsigned long long)p.timestamp, (unsigned)p.flags,
           (unsigned)p.kind, (int)sizeof p);
    p.timestamp += 0xffff000000000ull;
    p.flags >>= 3;
    p.kind ^= 0x15;
    printf("updated ts %llx flags %x kind %u mix %llx\n", (unsigned long long)p.timestamp, (unsigned)p.flags,
           (unsigned)p.kind, (unsigned long long)mix(p));

    struct offsets o = {0};
    o.delta = -549755813888ll; /* -2^39 */
    o.small = 524287;
    o.tag = 9;
    printf("offsets %lld %lld %llu\n", (long long)o.delta, (long long)o.small, (unsigned long long)o.tag);
    o.delta += 1000000000000ll;
    o.small = -o.small;
    printf("offsets %lld %lld, delta/7 %lld\n", (long long)o.delta, (long long)o.small, (long long)(o.delta / 7));

    struct straddle s = {0};
    s.a = 0xfffff;
    s.b = 0x1abcdef12ull;
    s.c = 0x5a5;
    s.d = 0x7f;
    s.e = 0x1edcba987654321ull;
    printf("straddle %x %llx %x %x %llx size %d\n", (unsigned)s.a, (unsigned long long)s.b, (unsigned)s.c,
           (unsigned)s.d, (unsigned long long)s.e, (int)sizeof s);
    uint64_t acc = 0;
    for (int i = 0; i < 40; i++) {
        s.b = (s.b * 3 + (uint64_t)i) ;
        s.e = s.e * 5 + s.b;
        s.c += (unsigned)i;
        acc ^= s.b + s.e + s.c;
    }
    printf("loop %llx %llx %x acc %llx\n", (unsigned long long)s.b, (unsigned long long)s.e, (unsigned)s.c,
           (unsigned long long)acc);

    struct wide96 w = {0};
    w.lo = 0xfffffffffffffffull;
    w.mid = 0x876543210ull;
    w.top = 0xabcdef;
    w.lo++;
    w.mid = (w.mid << 4) | 0xf;
    printf("wide96 %llx %llx %x size %d\n", (unsigned long long)w.lo, (unsigned long long)w.mid,
           (unsigned)w.top, (int)sizeof w);
    return 0;
}
