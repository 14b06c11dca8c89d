/* Floating-point bit patterns through unions and memcpy: float <-> uint32 and double <-> uint64,
   building values from bits, next-after by integer increment, and classification by exponent. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

union fu { float f; uint32_t u; };
union du { double d; uint64_t u; };

static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, sizeof u); return u; }
static double dfrom(uint64_t u) { double d; memcpy(&d, &u, sizeof d); return d; }

int main(void) {
    float fs[] = {0.0f, -0.0f, 1.0f, -2.0f, 0.5f, 3.0f, 1.0e-40f, 65504.0f};
    for (int i = 0; i < 8; i++) {
        union fu x = {fs[i]};
        printf("%g: %08x via memcpy %08x exp %u mant %06x\n", fs[i], x.u, fbits(fs[i]), (x.u >> 23) & 0xff, x.u & 0x7fffff);
    }
    union du y;
    y.u = 0x3ff0000000000000ULL;
    printf("from bits %g\n", y.d);
    y.u += 1;
    printf("next after 1: %.17g\n", y.d);
    printf("smallest subnormal %g, largest finite %.17g\n", dfrom(1), dfrom(0x7fefffffffffffffULL));
    union du z = {-1.5};
    printf("-1.5 = %016llx\n", (unsigned long long)z.u);
    z.u ^= 1ULL << 63;
    printf("flip sign %g\n", z.d);
    union fu w;
    w.u = 0x7f800000u;
    printf("inf %g -inf %g\n", w.f, -w.f);
    float step = 1.0f;
    int n = 0;
    while (1.0f + step != 1.0f) { step *= 0.5f; n++; }
    printf("float epsilon exponent %d\n", n);
    return 0;
}
