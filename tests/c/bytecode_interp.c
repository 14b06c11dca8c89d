/* A small stack-machine bytecode interpreter (a switch in a loop): runs programs computing
   a recursive factorial, a GCD and a loop sum, with calls and a return stack. */
#include <stdio.h>
#include <stdint.h>

enum op { PUSH, POP, DUP, SWAP, OVER, ADD, SUB, MUL, DIV, MOD, LT, EQ, JMP, JZ, CALL, RET, PRINT, HALT, LOAD, STORE };

static int64_t run(const int32_t *code, int trace_calls) {
    int64_t stack[64], vars[8] = {0};
    int32_t rstack[32];
    int sp = 0, rsp = 0, pc = 0, steps = 0, calls = 0;
    for (;;) {
        steps++;
        int32_t ins = code[pc++];
        switch (ins) {
        case PUSH: stack[sp++] = code[pc++]; break;
        case POP: sp--; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case SWAP: { int64_t t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
        case OVER: stack[sp] = stack[sp - 2]; sp++; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case DIV: sp--; stack[sp - 1] /= stack[sp]; break;
        case MOD: sp--; stack[sp - 1] %= stack[sp]; break;
        case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
        case EQ: sp--; stack[sp - 1] = stack[sp - 1] == stack[sp]; break;
        case JMP: pc = code[pc]; break;
        case JZ: { int32_t t = code[pc++]; if (!stack[--sp]) pc = t; break; }
        case CALL: rstack[rsp++] = pc + 1; pc = code[pc]; calls++; break;
        case RET: pc = rstack[--rsp]; break;
        case PRINT: printf("  out %lld\n", (long long)stack[--sp]); break;
        case LOAD: stack[sp++] = vars[code[pc++]]; break;
        case STORE: vars[code[pc++]] = stack[--sp]; break;
        case HALT:
            if (trace_calls) printf("  calls %d\n", calls);
            printf("  steps %d\n", steps);
            return sp ? stack[sp - 1] : 0;
        default: printf("bad opcode %d\n", ins); return -1;
        }
    }
}

int main(void) {
    /* factorial(n) recursive: fact at 6 */
    const int32_t fact[] = {PUSH, 15, CALL, 6, PRINT, HALT,
                            /*6*/ DUP, PUSH, 2, LT, JZ, 13, RET,
                            /*13*/ DUP, PUSH, 1, SUB, CALL, 6, MUL, RET};
    printf("fact:\n");
    run(fact, 1);
    /* gcd(1071, 462) iterative with vars */
    const int32_t gcd[] = {PUSH, 1071, STORE, 0, PUSH, 462, STORE, 1,
                           /*8*/ LOAD, 1, PUSH, 0, EQ, JZ, 18, LOAD, 0, HALT,
                           /*18*/ LOAD, 0, LOAD, 1, MOD, LOAD, 1, STORE, 0, STORE, 1, JMP, 8};
    printf("gcd:\n");
    printf("  result %lld\n", (long long)run(gcd, 0));
    /* sum of i*i for i < 100 */
    const int32_t sum[] = {PUSH, 0, STORE, 0, PUSH, 0, STORE, 1,
                           /*8*/ LOAD, 0, PUSH, 100, LT, JZ, 33,
                           /*15*/ LOAD, 1, LOAD, 0, DUP, MUL, ADD, STORE, 1, LOAD, 0, PUSH, 1, ADD, STORE, 0, JMP, 8,
                           /*33*/ LOAD, 1, HALT};
    printf("sum:\n");
    printf("  result %lld\n", (long long)run(sum, 0));
    return 0;
}
