/* Dense switches that become jump tables: consecutive cases, a non-zero base, negative
   cases, fall-through, default, and a switch over a char. */
#include <stdio.h>
#include <stdint.h>

static const char *day(int d) {
    switch (d) {
    case 0: return "sun"; case 1: return "mon"; case 2: return "tue"; case 3: return "wed";
    case 4: return "thu"; case 5: return "fri"; case 6: return "sat";
    default: return "???";
    }
}

static int32_t op(int code, int32_t a, int32_t b) {
    switch (code) {
    case 100: return a + b;
    case 101: return a - b;
    case 102: return a * b;
    case 103: return b ? a / b : 0;
    case 104: return b ? a % b : 0;
    case 105: return a & b;
    case 106: return a | b;
    case 107: return a ^ b;
    case 108: return a << (b & 15);
    case 109: return a >> (b & 15);
    default: return -1;
    }
}

static int fallthrough(int n) {
    int r = 0;
    switch (n) {
    case -3: r += 1; /* fall through */
    case -2: r += 10; /* fall through */
    case -1: r += 100; break;
    case 0: r = 5; /* fall through */
    case 1: r *= 3; /* fall through */
    case 2: r += 7; break;
    case 3: case 4: case 5: r = n * n; break;
    default: r = -n;
    }
    return r;
}

static int char_class(unsigned char c) {
    switch (c) {
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': return 1;
    case 'a': case 'e': case 'i': case 'o': case 'u': return 2;
    case ' ': case '\t': case '\n': return 3;
    case '+': case '-': case '*': case '/': return 4;
    default: return 0;
    }
}

int main(void) {
    for (int d = -1; d <= 7; d++) printf("%d:%s ", d, day(d));
    printf("\n");
    for (int c = 99; c <= 110; c++) printf("op%d=%d\n", c, op(c, 1000, 7));
    for (int n = -5; n <= 7; n++) printf("ft(%d)=%d\n", n, fallthrough(n));
    const char *text = "x = 3 + 42 * (y - 7) / audio\n";
    int counts[5] = {0};
    for (const char *p = text; *p; p++) counts[char_class((unsigned char)*p)]++;
    printf("classes %d %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3], counts[4]);
    return 0;
}
