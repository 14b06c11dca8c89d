/* Driver for spill_moves.ll (run: a direct-threaded, computed-goto bytecode interpreter whose
 * dispatch block is reached from every handler while many values stay live across it and some
 * handlers call out, so register allocation spills values around the dispatch jump): runs a
 * loop program six times with different constants and prints the results, registers and log. */
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) long ext_mix(long a, long b) { return (a * 31) ^ (b >> 3); }
__attribute__((noinline)) void ext_note(long *log, int n, long v) { log[n & 15] += v; }

enum { OP_ADD, OP_SUB, OP_MUL, OP_XOR, OP_LOADK, OP_MIX, OP_NOTE, OP_JNZ, OP_DEC, OP_SWAP, OP_HALT };

long run(const unsigned *code, long *regs, const long *k, long *log, int *steps);

#define I(op, a, b, c) ((op) | ((a) << 8) | ((b) << 12) | ((unsigned)(c) << 16))

int main(void) {
  const unsigned code[] = {
      I(OP_LOADK, 1, 0, 4), /* loop counter */
      I(OP_LOADK, 2, 0, 5), I(OP_LOADK, 3, 0, 6),
      /* loop body: 12 instructions */
      I(OP_ADD, 4, 2, 3), I(OP_SUB, 5, 4, 2), I(OP_MUL, 6, 5, 3), I(OP_XOR, 7, 6, 0),
      I(OP_MIX, 8, 7, 0), I(OP_SWAP, 2, 3, 0), I(OP_NOTE, 8, 0, 0), I(OP_ADD, 3, 3, 8),
      I(OP_XOR, 2, 5, 0), I(OP_DEC, 1, 0, 0), I(OP_JNZ, 1, 0, 11), I(OP_HALT, 0, 0, 0)};
  long k[8] = {3, 5, 7, 11, 200, 17, 19, 23};
  for (int round = 0; round < 6; round++) {
    long regs[16], log[16];
    memset(regs, 0, sizeof regs);
    memset(log, 0, sizeof log);
    k[4] = 150 + 50 * round;
    k[0] = round * 7 - 5;
    int steps = 0;
    long r = run(code, regs, k, log, &steps);
    printf("round %d: result %ld steps %d\n", round, r, steps);
    for (int j = 0; j < 16; j++) printf("  reg %d = %ld, log %ld\n", j, regs[j], log[j]);
  }
  return 0;
}
