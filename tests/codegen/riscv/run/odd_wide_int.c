/* Driver for odd_wide_int.ll: prints each function's result on a few byte patterns. The
   bytes after each value are canaries that stores must not touch. */
#include <stdio.h>
#include <string.h>
long sext_low(void *), ashr_top(void *), field80(void *), lshr72(void *), ashr104(void *),
    lshr112(void *), cmp80(void *, void *);
void set_field104(void *, long), add112(void *, void *), store72(void *, long);
static void dump(const unsigned char *b) {
  for (int j = 0; j < 16; j++) printf("%02x", b[j]);
  printf("\n");
}
int main(void) {
  static const unsigned char pats[4][16] = {
      {0xff, 0xee, 0xdd, 0xcc, 0xbb, 0xaa, 0x99, 0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11, 0x01},
      {1, 2, 3, 4, 5, 6, 7, 0x80, 0x7f, 0x85, 0x42, 0x81, 0x90, 0xa0, 0x5a, 0xa5},
      {0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x13, 0x57, 0x9b, 0xdf, 0x02, 0x46, 0x8a, 0xce},
      {0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55}};
  for (int i = 0; i < 4; i++) {
    unsigned char b[16], c[16];
    memcpy(b, pats[i], 16);
    memcpy(c, pats[(i + 1) % 4], 16);
    printf("%lx %lx %lx %lx %lx %lx %lx %lx\n", sext_low(b), ashr_top(b), field80(b), lshr72(b),
           ashr104(b), lshr112(b), cmp80(b, c), cmp80(c, b));
    set_field104(b, 0x123456789abcdefL);
    dump(b);
    add112(b, c);
    dump(b);
    store72(c, -0x123456789abcdefL * (i + 1));
    dump(c);
  }
  return 0;
}
