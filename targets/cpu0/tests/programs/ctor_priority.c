/* Constructors with priorities run first, lowest priority number first, then those without
   one; each appends a letter, and main prints the order. */
#include <stdio.h>

static char order[8];
static int n;

__attribute__((constructor)) static void plain(void) { order[n++] = 'd'; }
__attribute__((constructor(300))) static void late(void) { order[n++] = 'c'; }
__attribute__((constructor(101))) static void early(void) { order[n++] = 'a'; }
__attribute__((constructor(200))) static void middle(void) { order[n++] = 'b'; }

int main(void) {
  printf("%s %d\n", order, n);
  return 0;
}
