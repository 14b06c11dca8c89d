/* Every kind of loop: for, while, do/while, nested, break/continue, goto-loops, countdown. */
#include <stdio.h>
#include <stdint.h>

int main(void) {
    int32_t s = 0;
    for (int i = 0; i < 100; i++) s += i;
    printf("for: %d\n", s);
    int32_t n = 27, steps = 0;
    while (n != 1) { n = (n % 2) ? 3 * n + 1 : n / 2; steps++; }
    printf("while collatz(27) steps: %d\n", steps);
    uint32_t x = 0; int k = 0;
    do { x = x * 31 + (uint32_t)k; k++; } while (k < 20);
    printf("do-while: %u\n", x);
    do { printf("do-while runs once\n"); } while (0);
    int count = 0;
    for (int i = 0; i < 50; i++) {
        if (i % 3 == 0) continue;
        if (i > 40) break;
        for (int j = i; j < 50; j += 7) {
            if (j % 5 == 0) continue;
            count++;
        }
    }
    printf("nested break/continue: %d\n", count);
    int i = 10, g = 0;
top:
    g += i;
    if (--i > 0) goto top;
    printf("goto loop: %d\n", g);
    uint8_t c8 = 0; int wraps = 0;
    for (int r = 0; r < 600; r++) { c8++; if (c8 == 0) wraps++; }
    printf("u8 counter wraps: %d c8=%u\n", wraps, c8);
    int32_t down = 0;
    for (int32_t d = 100; d > -100; d -= 3) down += d;
    printf("countdown: %d\n", down);
    int64_t prod = 1;
    for (int64_t m = 1; m <= 20; m++) prod *= m;
    printf("20! = %lld\n", (long long)prod);
    int found = -1;
    for (int a = 1; a < 30 && found < 0; a++)
        for (int b = a; b < 30; b++)
            for (int c = b; c < 30; c++)
                if (a * a + b * b == c * c && a + b + c == 24) { found = a * 10000 + b * 100 + c; goto done; }
done:
    printf("triple: %d\n", found);
    int w = 0;
    while (1) { w++; if (w * w > 2000) break; }
    printf("while(1) break at %d\n", w);
    for (;;) { if (++w >= 100) break; }
    printf("for(;;) ended at %d\n", w);
    return 0;
}
