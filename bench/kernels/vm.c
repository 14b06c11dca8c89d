/* A small register-machine bytecode VM with a switch dispatch loop, running a program that sums
   the Collatz path lengths of 1..3000; prints the result. */
#include <stdio.h>
enum { LI, MOV, ADD, ADDI, SUB, SHRI, ANDI, MUL, BEQZ, BNEZ, BLT, JMP, HALT };
struct insn { unsigned char op, a, b, c; int imm; };
static long run(const struct insn *code, long *r) {
    int pc = 0;
    for (;;) {
        const struct insn *i = &code[pc++];
        switch (i->op) {
        case LI: r[i->a] = i->imm; break;
        case MOV: r[i->a] = r[i->b]; break;
        case ADD: r[i->a] = r[i->b] + r[i->c]; break;
        case ADDI: r[i->a] = r[i->b] + i->imm; break;
        case SUB: r[i->a] = r[i->b] - r[i->c]; break;
        case SHRI: r[i->a] = r[i->b] >> i->imm; break;
        case ANDI: r[i->a] = r[i->b] & i->imm; break;
        case MUL: r[i->a] = r[i->b] * r[i->c]; break;
        case BEQZ: if (r[i->a] == 0) pc = i->imm; break;
        case BNEZ: if (r[i->a] != 0) pc = i->imm; break;
        case BLT: if (r[i->a] < r[i->b]) pc = i->imm; break;
        case JMP: pc = i->imm; break;
        case HALT: return r[i->a];
        }
    }
}
int main(void) {
    /* r1 = n, r2 = limit, r3 = total, r4 = x, r5 = tmp, r6 = 3, r7 = 1 */
    static const struct insn prog[] = {
        {LI, 1, 0, 0, 1},    {LI, 2, 0, 0, 3001}, {LI, 3, 0, 0, 0},  {LI, 6, 0, 0, 3},
        {LI, 7, 0, 0, 1},
        /* 5: outer */ {MOV, 4, 1, 0, 0},
        /* 6: inner */ {SUB, 5, 4, 7, 0}, {BEQZ, 5, 0, 0, 15},
        {ANDI, 5, 4, 0, 1},  {BNEZ, 5, 0, 0, 12},
        {SHRI, 4, 4, 0, 1},  {JMP, 0, 0, 0, 14},
        /* 12: odd */ {MUL, 4, 4, 6, 0}, {ADDI, 4, 4, 0, 1},
        /* 14 */ {ADDI, 3, 3, 0, 1}, /* 15: back to inner unless done */
        {SUB, 5, 4, 7, 0},
    };
    /* The loop tail is appended so the jump targets above stay readable. */
    struct insn code[32];
    int n = 0;
    for (unsigned k = 0; k < sizeof prog / sizeof prog[0]; k++) code[n++] = prog[k];
    code[n++] = (struct insn){BNEZ, 5, 0, 0, 6};  /* 16: x != 1: continue */
    code[n++] = (struct insn){ADDI, 1, 1, 0, 1};  /* 17: n++ */
    code[n++] = (struct insn){BLT, 1, 2, 0, 5};   /* 18: n < limit: outer */
    code[n++] = (struct insn){HALT, 3, 0, 0, 0};
    long r[8] = {0};
    printf("vm %ld\n", run(code, r));
    return 0;
}
