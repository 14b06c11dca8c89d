/* A zero-extending load, a store through a pointer that may alias it, and the same load
   again: the second load must read the stored value. kiln selects these loads as
   SUBREG_TO_REG of ldr/ldrh/ldrb; the load must carry the chain, or the two loads of one
   address merge into one. */
#include <stdio.h>

__attribute__((noinline)) unsigned long reload32(unsigned *p, unsigned *q, unsigned v) {
  unsigned a = *p;
  *q = v;
  unsigned b = *p;
  return ((unsigned long)b << 32) | a;
}

__attribute__((noinline)) unsigned long reload16(unsigned short *p, unsigned short *q,
                                                 unsigned short v) {
  unsigned short a = p[3];
  q[3] = v;
  unsigned short b = p[3];
  return ((unsigned long)b << 16) | a;
}

__attribute__((noinline)) unsigned long reload8(unsigned char *p, unsigned char *q,
                                                unsigned char v, long i) {
  unsigned char a = p[i];
  q[i] = v;
  unsigned char b = p[i];
  return ((unsigned long)b << 8) | a;
}

int main(void) {
  unsigned x = 7;
  unsigned short h[4] = {1, 2, 3, 4};
  unsigned char c[8] = {10, 11, 12, 13, 14, 15, 16, 17};
  printf("%lu\n", reload32(&x, &x, 9));
  printf("%lu\n", reload16(h, h, 40000));
  printf("%lu\n", reload8(c, c, 200, 5));
  printf("%u %u %u\n", x, h[3], c[5]);
  return 0;
}
