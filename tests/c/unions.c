/* Unions: type punning between integer widths (endianness-independent checks), tagged unions
   dispatched on a tag, unions inside structs and arrays of unions. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

union word { uint32_t u; int32_t s; uint16_t h[2]; uint8_t b[4]; };
enum kind { K_INT, K_PAIR, K_STR };
struct value {
    enum kind kind;
    union { int64_t i; struct { int32_t a, b; } pair; char s[12]; } as;
};

static int64_t weigh(const struct value *v) {
    switch (v->kind) {
    case K_INT: return v->as.i;
    case K_PAIR: return (int64_t)v->as.pair.a * v->as.pair.b;
    case K_STR: return (int64_t)strlen(v->as.s);
    }
    return -1;
}

int main(void) {
    union word w;
    w.u = 0xfffffffeu;
    printf("u %u s %d\n", w.u, w.s);
    w.s = -123456;
    uint32_t bsum = (uint32_t)w.b[0] + w.b[1] + w.b[2] + w.b[3];
    uint32_t hsum = (uint32_t)w.h[0] + w.h[1];
    printf("byte sum %u half sum %u\n", bsum, hsum);
    int little = 0;
    w.u = 1;
    little = w.b[0] == 1;
    w.u = 0x11223344u;
    printf("low byte %02x\n", little ? w.b[0] : w.b[3]);
    struct value vals[5];
    vals[0].kind = K_INT; vals[0].as.i = -5000000000LL;
    vals[1].kind = K_PAIR; vals[1].as.pair.a = 1000; vals[1].as.pair.b = -77;
    vals[2].kind = K_STR; strcpy(vals[2].as.s, "union!");
    vals[3].kind = K_INT; vals[3].as.i = 42;
    vals[4].kind = K_PAIR; vals[4].as.pair.a = 65536; vals[4].as.pair.b = 65536;
    int64_t total = 0;
    for (int i = 0; i < 5; i++) { int64_t x = weigh(&vals[i]); printf("value %d kind %d weight %lld\n", i, vals[i].kind, (long long)x); total += x; }
    printf("total %lld sizeof value %u\n", (long long)total, (unsigned)sizeof(struct value));
    union { uint64_t whole; uint32_t halves[2]; } split;
    split.whole = 0x0123456789abcdefULL;
    printf("halves xor %08x\n", split.halves[0] ^ split.halves[1]);
    return 0;
}
