/* Driver of dynamic_alloca_calls.ll: each size prints the sums over the allocations. */
#include <stdio.h>
long vla_then_stack_args(int n);
long alloca_loop(int n);
int main(void) {
    for (int n = 1; n <= 40; n += 3)
        printf("%d %ld %ld\n", n, vla_then_stack_args(n), alloca_loop(n));
    return 0;
}
