/* Single-precision float arithmetic: + - * / on exactly representable values (so results do
   not depend on fused multiply-add), negation, comparisons, and accumulation in loops. */
#include <stdio.h>
#include <stdint.h>

static volatile float vals[] = {0.0f, 1.0f, -1.0f, 0.5f, -2.25f, 3.0f, 1024.0f, -0.125f, 96.75f, 7.0f};

int main(void) {
    int n = (int)(sizeof vals / sizeof vals[0]);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j += 3) {
            float a = vals[i], b = vals[j];
            printf("%g %g: + %g - %g * %g", a, b, a + b, a - b, a * b);
            if (b != 0.0f) printf(" / %.6g", a / b);
            printf(" lt %d eq %d\n", a < b, a == b);
        }
    float acc = 0.0f;
    for (int i = 0; i < 64; i++) acc += 0.25f * (float)i;
    printf("acc %g\n", acc);
    float prod = 1.0f;
    for (int i = 0; i < 20; i++) prod *= (i % 2) ? 2.0f : 0.5f * 3.0f;
    printf("prod %g\n", prod);
    float h = 1.0f;
    int halvings = 0;
    while (h > 0.0f && halvings < 200) { h *= 0.5f; halvings++; }
    printf("halvings to zero %d\n", halvings);
    float neg = -vals[4];
    printf("neg %g abs-ish %g\n", neg, neg < 0 ? -neg : neg);
    printf("div exact %g %g %g\n", 1.0f / 8.0f, 3.0f / 4.0f, 1.0f / 3.0f * 3.0f);
    return 0;
}
