/* Driver for cttz_elts.ll (llvm.experimental.cttz.elts over 16-, 4- and 8-lane masks): prints
 * the first matching lane for every key and position, and for every 8-bit mask. */
#include <stdio.h>

long first_eq16(const unsigned char *a, unsigned char key);
int first_gt4(const int *a, int key);
long first_bit8(unsigned char bits);

int main(void) {
  unsigned char bytes[16];
  for (int i = 0; i < 16; i++) bytes[i] = (unsigned char)(i * 7 % 16);
  for (int key = 0; key < 18; key++) printf("eq16 %d: %ld\n", key, first_eq16(bytes, key));
  int words[4] = {-5, 3, 9, 2};
  for (int key = -6; key < 9; key++) printf("gt4 %d: %d\n", key, first_gt4(words, key));
  for (int b = 0; b < 256; b += 5) printf("bit8 %d: %ld\n", b, first_bit8((unsigned char)b));
  return 0;
}
