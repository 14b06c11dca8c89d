/* Bit-fields overlaid on integers through unions (a register description decoded both ways),
   packed structs with bit-fields and unaligned members, a RISC-V instruction word decoded by
   bit-field structs of each format, and the same decoded with shifts and masks to check them
   against each other. Little-endian layout (all three targets). */
#include <stdint.h>
#include <stdio.h>

union ctrl_reg {
    uint32_t raw;
    struct {
        uint32_t enable : 1;
        uint32_t mode : 3;
        uint32_t prescale : 8;
        uint32_t reserved : 4;
        uint32_t threshold : 12;
        uint32_t irq : 4;
    } f;
};

union rv_insn {
    uint32_t word;
    struct { uint32_t opcode : 7, rd : 5, funct3 : 3, rs1 : 5, rs2 : 5, funct7 : 7; } r;
    struct { uint32_t opcode : 7, rd : 5, funct3 : 3, rs1 : 5; int32_t imm : 12; } i;
    struct { uint32_t opcode : 7, rd : 5, imm : 20; } u;
};

struct __attribute__((packed)) wire_header {
    uint8_t version : 4;
    uint8_t ihl : 4;
    uint16_t length;
    uint32_t id : 24;
    uint32_t ttl : 8;
    uint64_t checksum : 40;
    uint8_t trailer;
};

static const char *format(union rv_insn in) {
    switch (in.r.opcode) {
    case 0x33: return "R";
    case 0x13: case 0x03: case 0x67: return "I";
    case 0x37: case 0x17: return "U";
    default: return "?";
    }
}

int main(void) {
    union ctrl_reg c = {.raw = 0};
    c.f.enable = 1;
    c.f.mode = 5;
    c.f.prescale = 200;
    c.f.threshold = 0xabc;
    c.f.irq = 9;
    printf("ctrl raw %08x\n", c.raw);
    c.raw ^= 0x00f00000;
    printf("after xor: threshold %x mode %u prescale %u\n", (unsigned)c.f.threshold, (unsigned)c.f.mode,
           (unsigned)c.f.prescale);

    static const uint32_t code[] = {0x00b50533, 0xfff50513, 0x12345537, 0x40b50533, 0x00812083, 0x00008067, 0xffc4a403};
    for (unsigned k = 0; k < sizeof code / sizeof code[0]; k++) {
        union rv_insn in = {.word = code[k]};
        uint32_t w = code[k];
        int agree = in.r.rd == ((w >> 7) & 31) && in.r.rs1 == ((w >> 15) & 31) && in.r.funct3 == ((w >> 12) & 7);
        printf("%08x %s rd=%2u rs1=%2u", w, format(in), (unsigned)in.r.rd, (unsigned)in.r.rs1);
        if (*format(in) == 'R') printf(" rs2=%2u f7=%02x", (unsigned)in.r.rs2, (unsigned)in.r.funct7);
        if (*format(in) == 'I') printf(" imm=%d", (int)in.i.imm);
        if (*format(in) == 'U') printf(" imm=%05x", (unsigned)in.u.imm);
        printf(" agree=%d\n", agree);
    }
    union rv_insn build = {.word = 0};
    build.i.opcode = 0x13;
    build.i.rd = 10;
    build.i.rs1 = 10;
    build.i.imm = -2048;
    printf("built addi a0,a0,-2048: %08x\n", build.word);

    struct wire_header h = {0};
    printf("packed size %d\n", (int)sizeof h);
    h.version = 4;
    h.ihl = 5;
    h.length = 1500;
    h.id = 0xabcdef;
    h.ttl = 64;
    h.checksum = 0xfedcba9876ull;
    h.trailer = 0x5a;
    const uint8_t *bytes = (const uint8_t *)&h;
    printf("bytes:");
    for (unsigned i = 0; i < sizeof h; i++) printf(" %02x", bytes[i]);
    printf("\n");
    struct wire_header copy = h;
    copy.ttl--;
    copy.checksum += 0x10000000000ull - 1;
    printf("copy ttl %u checksum %llx version %u ihl %u length %u\n", (unsigned)copy.ttl,
           (unsigned long long)copy.checksum, (unsigned)copy.version, (unsigned)copy.ihl, (unsigned)copy.length);
    return 0;
}
