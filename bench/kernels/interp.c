/* A bytecode interpreter loop (stack machine with a switch dispatch) running a loop-heavy program. */
#include <stdio.h>
enum { PUSH, LOAD, STORE, ADD, SUB, MUL, MOD, LT, JZ, JMP, DUP, POP, HALT };
static long run(const int *code, long *vars) {
    long stack[64];
    int sp = 0, pc = 0;
    for (;;) {
        int op = code[pc++];
        switch (op) {
        case PUSH: stack[sp++] = code[pc++]; break;
        case LOAD: stack[sp++] = vars[code[pc++]]; break;
        case STORE: vars[code[pc++]] = stack[--sp]; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case MOD: sp--; stack[sp - 1] %= stack[sp]; break;
        case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
        case JZ: { int t = code[pc++]; if (!stack[--sp]) pc = t; break; }
        case JMP: pc = code[pc]; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case POP: sp--; break;
        case HALT: return sp ? stack[sp - 1] : 0;
        default: return -1;
        }
    }
}
int main(void) {
    /* i = 0; acc = 1; while (i < 20000) { acc = (acc * 31 + i) % 1000003; i = i + 1; } return acc; */
    static const int prog[] = {
        PUSH, 0, STORE, 0, PUSH, 1, STORE, 1,
        /* 8: */ LOAD, 0, PUSH, 20000, LT, JZ, 37,
        LOAD, 1, PUSH, 31, MUL, LOAD, 0, ADD, PUSH, 1000003, MOD, STORE, 1,
        LOAD, 0, PUSH, 1, ADD, STORE, 0, JMP, 8,
        /* 37: */ LOAD, 1, HALT};
    long vars[4] = {0};
    long r = run(prog, vars);
    printf("interp %ld %ld\n", r, vars[0]);
    return 0;
}
