/* Driver for tail_duplication.ll: runs both interpreters on a few programs and prints the
 * accumulator, the step count and the registers. */
#include <stdio.h>

struct vm {
  long acc;
  long steps;
  long regs[4];
  const unsigned char *pc;
};

long run_goto(struct vm *v, const unsigned char *code);
long run_switch(struct vm *v, const unsigned char *code);

enum { OP_INC, OP_DEC, OP_ADD, OP_MUL, OP_SWAP, OP_JNZ, OP_LOAD, OP_STORE, OP_HALT };

int main(void) {
  /* A loop: acc = acc * r1 + r2, swap r0/r1 every round, regs[3] rounds. */
  static const unsigned char prog1[] = {OP_INC, OP_MUL, 1, OP_ADD, 2, OP_SWAP, OP_STORE, 2,
                                        OP_DEC, OP_JNZ, 9, OP_LOAD, 0, OP_HALT};
  static const unsigned char prog2[] = {OP_INC, OP_INC, OP_ADD, 0, OP_JNZ, 3, OP_STORE, 1,
                                        OP_HALT};
  const unsigned char *progs[] = {prog1, prog2};
  for (int p = 0; p < 2; p++) {
    for (long n = 1; n <= 12; n++) {
      for (int which = 0; which < 2; which++) {
        struct vm v = {n, 0, {3, 5, 7, n * 3}, 0};
        long r = which ? run_switch(&v, progs[p]) : run_goto(&v, progs[p]);
        printf("prog %d n %ld %s: acc %ld steps %ld regs %ld %ld %ld %ld end %ld\n", p, n,
               which ? "switch" : "goto", r, v.steps, v.regs[0], v.regs[1], v.regs[2],
               v.regs[3], (long)(v.pc - progs[p]));
      }
    }
  }
  return 0;
}
