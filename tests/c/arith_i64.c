/* 64-bit (long long) arithmetic: add/sub/mul with carries across 32 bits, shifts, compares,
   mixing with 32-bit values (seed 003 step: 64-bit integers on a 32-bit target). */
#include <stdio.h>
#include <stdint.h>

static volatile int64_t vs[] = {0, 1, -1, 0x7fffffffLL, 0x80000000LL, 0xffffffffLL, 0x100000000LL,
                                -0x100000000LL, 123456789012345LL, -98765432109876LL};

int main(void) {
    int n = (int)(sizeof vs / sizeof vs[0]);
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int64_t a = vs[i], b = vs[j];
            uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
            uint64_t add = ua + ub, sub = ua - ub, mul = ua * ub;
            printf("%llx %llx: + %llx - %llx * %llx lt %d ult %d\n", (unsigned long long)ua,
                   (unsigned long long)ub, (unsigned long long)add, (unsigned long long)sub,
                   (unsigned long long)mul, a < b, ua < ub);
            h = (h ^ mul) * 1099511628211ULL;
        }
    for (int i = 0; i < n; i++) {
        int64_t a = vs[i];
        uint64_t ua = (uint64_t)a;
        for (int s = 0; s < 64; s += 9)
            printf("%lld s%d: shl %llx lshr %llx ashr %lld\n", (long long)a, s,
                   (unsigned long long)(ua << s), (unsigned long long)(ua >> s), (long long)(a >> s));
    }
    int32_t small = -7;
    uint32_t usmall = 0xfffffff9u;
    int64_t widened = small, uwidened = usmall;
    printf("sext %lld zext %lld\n", (long long)widened, (long long)uwidened);
    int64_t acc = 1;
    for (int k = 0; k < 40; k++) acc = acc * 3 % 1000000007LL + k;
    printf("acc %lld hash %llx\n", (long long)acc, (unsigned long long)h);
    uint64_t m = 0xdeadbeefcafebabeULL;
    printf("lo %x hi %x\n", (uint32_t)m, (uint32_t)(m >> 32));
    return 0;
}
