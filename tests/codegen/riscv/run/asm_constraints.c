/* Driver of asm_constraints.ll, whose functions clang-22 -O2 compiled from:
 *   int tied_reg(int x) { int y; asm volatile("addi %0, %0, 1" : "=r"(y) : "0"(x)); return y; }
 *   int reg_or_mem(int x) { asm volatile("# %0" : : "rm"(x) : "memory"); return x + 1; }
 *   int imm_mem_reg(int y) { asm volatile("add %0, %0, %1" : "+r"(y) : "imr"(5)); return y; }
 *   void touch_global(void) { asm volatile("" : "+m"(g)); }
 *   int barrier(int v) { int w = v * 3; asm volatile("" : "=*imr"(w) : "0"(w)); return w + 1; }
 */
#include <stdio.h>

extern int g;
int tied_reg(int x);
int reg_or_mem(int x);
int imm_mem_reg(int y);
void touch_global(void);
int barrier(int v);

int main(void) {
    int xs[] = {0, 1, -7, 1000000, -2147483647};
    for (unsigned k = 0; k < sizeof xs / sizeof xs[0]; k++)
        printf("%d: %d %d %d %d\n", xs[k], tied_reg(xs[k]), reg_or_mem(xs[k]), imm_mem_reg(xs[k]),
               barrier(xs[k] / 4));
    touch_global();
    printf("g = %d\n", g);
    return 0;
}
