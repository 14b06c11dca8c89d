/* 32-bit integer arithmetic: + - * / % with every sign combination, shifts, negation. */
#include <stdio.h>
#include <stdint.h>

static int32_t vals[] = {0, 1, -1, 2, -2, 7, -7, 13, -13, 100, -100, 65535, -65536,
                         2147483647, -2147483647 - 1, 1000003, -999999};

int main(void) {
    int n = (int)(sizeof vals / sizeof vals[0]);
    uint64_t sum = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int32_t a = vals[i], b = vals[j];
            int64_t add = (int64_t)a + b, sub = (int64_t)a - b, mul = (int64_t)a * b;
            printf("%d %d: %lld %lld %lld", a, b, (long long)add, (long long)sub, (long long)mul);
            if (b != 0 && !(a == -2147483647 - 1 && b == -1))
                printf(" / %d %% %d", a / b, a % b);
            uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
            printf(" u+ %u u* %u", ua + ub, ua * ub);
            if (ub != 0) printf(" u/ %u u%% %u", ua / ub, ua % ub);
            printf("\n");
            sum += (uint64_t)(add ^ mul);
        }
    }
    for (int i = 0; i < n; i++) {
        int32_t a = vals[i];
        uint32_t ua = (uint32_t)a;
        if (a != -2147483647 - 1) printf("neg %d = %d\n", a, -a);
        for (int s = 0; s < 32; s += 5)
            printf("shift %d by %d: shl %u lshr %u ashr %d\n", a, s, ua << s, ua >> s, a >> s);
    }
    printf("sum %llu\n", (unsigned long long)sum);
    return 0;
}
