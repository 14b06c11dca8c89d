/* Driver of indirect_gotos.ll: runs its interpreter on a few programs. */
#include <stdio.h>

long run(const unsigned char *code, long x);

int main(void) {
    unsigned char c1[] = {0, 1, 0, 0, 1, 2}, c2[] = {1, 1, 0, 2}, c3[] = {2}, c4[] = {0, 0, 0, 2};
    unsigned char c5[] = {1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2};
    printf("%ld\n%ld\n%ld\n%ld\n", run(c1, 2), run(c2, -3), run(c3, 9), run(c4, 0));
    printf("%ld\n", run(c5, 1));
    return 0;
}
