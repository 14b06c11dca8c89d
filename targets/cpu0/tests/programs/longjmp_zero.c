/* longjmp(env, 0) makes setjmp return 1; other values come through unchanged, negative ones
   and INT_MIN too; callee-saved locals keep their values across the jump. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;

__attribute__((noinline)) static void jump(int v) { longjmp(env, v); }

int main(void) {
  static const int vals[] = {0, 1, -1, 7, -2147483647 - 1};
  for (int i = 0; i < 5; i++) {
    volatile int kept = 100 + i;
    int r = setjmp(env);
    if (r == 0)
      jump(vals[i]);
    printf("%d -> %d (kept %d)\n", vals[i], r, kept);
  }
  return 0;
}
