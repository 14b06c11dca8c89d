/* Unsigned wraparound at every width: addition, subtraction, multiplication, negation,
   increments past the maximum, and overflow checks written in portable C. */
#include <stdio.h>
#include <stdint.h>

static int add_overflows_u32(uint32_t a, uint32_t b) { return a + b < a; }
static int mul_overflows_u32(uint32_t a, uint32_t b) { return a != 0 && (a * b) / a != b; }

int main(void) {
    uint8_t a8 = 250; uint16_t a16 = 65530; uint32_t a32 = 4294967290u; uint64_t a64 = UINT64_MAX - 5;
    for (int i = 0; i < 10; i++) {
        printf("%u %u %u %llu\n", a8, a16, a32, (unsigned long long)a64);
        a8++; a16++; a32++; a64++;
    }
    uint32_t z = 0;
    printf("0-1 = %u, -0u = %u, -(1u) = %u\n", z - 1, -z, -(uint32_t)1);
    uint64_t zz = 0;
    printf("64: 0-1 = %llu\n", (unsigned long long)(zz - 1));
    printf("mul: %u %llu\n", 65537u * 65537u, (unsigned long long)(0x100000001ULL * 0x100000001ULL));
    uint32_t vals[] = {0, 1, 2, 65535, 65536, 2147483648u, 4294967295u};
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++)
            printf("%u+%u ovf=%d %u*%u ovf=%d\n", vals[i], vals[j], add_overflows_u32(vals[i], vals[j]),
                   vals[i], vals[j], mul_overflows_u32(vals[i], vals[j]));
    uint32_t h = 2166136261u;
    for (int i = 0; i < 1000; i++) h = (h ^ (uint32_t)i) * 16777619u;
    printf("fnv %u\n", h);
    uint16_t p = 1;
    for (int i = 0; i < 20; i++) p = (uint16_t)(p * 3);
    printf("u16 3^20 = %u\n", p);
    uint8_t q = 0;
    for (int i = 0; i < 300; i++) q = (uint8_t)(q - 7);
    printf("u8 = %u\n", q);
    return 0;
}
