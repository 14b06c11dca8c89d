/* setjmp/longjmp: non-local exits from nested calls, the value passed through longjmp,
   volatile locals preserved across the jump, and an error-recovery loop. */
#include <stdio.h>
#include <stdint.h>
#include <setjmp.h>

static jmp_buf env;
static int depth_reached;

static void dive(int depth, int limit) {
    depth_reached = depth;
    if (depth == limit) longjmp(env, limit * 10 + 1);
    if (depth > 100) return;
    dive(depth + 1, limit);
    printf("never printed\n");
}

static int parse_digit(char c) {
    if (c < '0' || c > '9') longjmp(env, (unsigned char)c);
    return c - '0';
}

static int32_t parse_number(const char *s) {
    int32_t v = 0;
    while (*s) v = v * 10 + parse_digit(*s++);
    return v;
}

int main(void) {
    for (volatile int limit = 1; limit <= 5; limit += 2) {
        volatile int attempts = 0;
        int r = setjmp(env);
        attempts++;
        if (r == 0) dive(0, limit);
        else printf("limit %d: jumped back with %d from depth %d, attempts %d\n", limit, r, depth_reached, attempts);
    }
    const char *inputs[] = {"12345", "98x7", "2024", "#1", "0"};
    for (volatile int i = 0; i < 5; i++) {
        int r = setjmp(env);
        if (r == 0) printf("parse(%s) = %d\n", inputs[i], parse_number(inputs[i]));
        else printf("parse(%s) failed at '%c'\n", inputs[i], r);
    }
    volatile int32_t counter = 0;
    if (setjmp(env) < 3) { counter++; longjmp(env, counter); }
    printf("counter %d\n", counter);
    return 0;
}
