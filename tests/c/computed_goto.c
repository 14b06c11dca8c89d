/* GNU computed goto (labels as values, indirect branches): a threaded-code interpreter and a
   dispatch table of label addresses. */
#include <stdio.h>
#include <stdint.h>

static int64_t run(const uint8_t *code, int64_t arg) {
    static void *dispatch[] = {&&op_halt, &&op_inc, &&op_dbl, &&op_dec, &&op_jnz, &&op_swap, &&op_add};
    int64_t a = arg, b = 0;
    int pc = 0, steps = 0;
#define NEXT do { steps++; goto *dispatch[code[pc++]]; } while (0)
    NEXT;
op_inc: a++; NEXT;
op_dbl: a *= 2; NEXT;
op_dec: b--; NEXT;
op_jnz: { uint8_t t = code[pc++]; if (b) pc = t; NEXT; }
op_swap: { int64_t t = a; a = b; b = t; NEXT; }
op_add: a += b; NEXT;
op_halt:
    printf("  steps %d\n", steps);
    return a;
#undef NEXT
}

static int classify(int x) {
    static void *targets[] = {&&zero, &&small, &&big};
    int idx = x == 0 ? 0 : x < 100 ? 1 : 2;
    goto *targets[idx];
zero: return 0;
small: return x * 2;
big: return -x;
}

int main(void) {
    /* 0 swap (a=0, b=arg); 1 inc (a=1); 2 dbl; 3 dec (b--); 4 jnz 2; 6 halt: a = 2^arg */
    const uint8_t pow2[] = {5, 1, 2, 3, 4, 2, 0};
    int64_t r = run(pow2, 10);
    printf("pow2 program(10) = %lld\n", (long long)r);
    const uint8_t addloop[] = {1, 1, 1, 6, 6, 2, 0};
    printf("addloop(5) = %lld\n", (long long)run(addloop, 5));
    for (int x = -5; x < 300; x += 60) printf("classify(%d) = %d\n", x, classify(x));
    return 0;
}
