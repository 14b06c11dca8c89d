/* Driver for wide_fold.ll: calls each function and prints the bytes of its result. */
#include <stdio.h>
#include <string.h>

typedef void (*fn0)(unsigned char *);
typedef void (*fn1)(unsigned char *, const unsigned char *);

void field_136(unsigned char *, const unsigned char *);
void field_top_136(unsigned char *, const unsigned char *);
void and_wide_mask_160(unsigned char *, const unsigned char *);
void sub_min_136(unsigned char *, const unsigned char *);
void srl_neg_136(unsigned char *);
void add_over_136(unsigned char *);
void sub_over_136(unsigned char *);
void mul_over_192(unsigned char *);
void shl_over_136(unsigned char *);
void udiv_136(unsigned char *);
void urem_136(unsigned char *);
void sdiv_136(unsigned char *);
void sra_136(unsigned char *);
void zext_128_256(unsigned char *);

static void show(const char *name, const unsigned char *r, int n) {
  printf("%s:", name);
  for (int i = n - 1; i >= 0; i--)
    printf("%02x", r[i]);
  printf("\n");
}

int main(void) {
  static const struct { const char *name; fn1 f; int n; } unary[] = {
      {"field_136", field_136, 8},
      {"field_top_136", field_top_136, 17},
      {"and_wide_mask_160", and_wide_mask_160, 20},
      {"sub_min_136", sub_min_136, 17},
  };
  static const struct { const char *name; fn0 f; int n; } nullary[] = {
      {"srl_neg_136", srl_neg_136, 17},   {"add_over_136", add_over_136, 17},
      {"sub_over_136", sub_over_136, 17}, {"mul_over_192", mul_over_192, 24},
      {"shl_over_136", shl_over_136, 17}, {"udiv_136", udiv_136, 17},
      {"urem_136", urem_136, 17}, {"sdiv_136", sdiv_136, 17},
      {"sra_136", sra_136, 17},           {"zext_128_256", zext_128_256, 32},
  };
  /* csmith seed 87's g_98 and two more patterns. */
  static const unsigned char inputs[][24] = {
      {5, 0xa4, 0x3d, 0, 0x38, 0x99, 0xff, 0xcf, 0xbc, 0x8c, 0xf2, 0xff, 0x0f, 9, 2, 0, 0x14},
      {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
      {0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x0f, 0xed, 0xcb, 0xa9,
       0x87, 0x65, 0x43, 0x21, 0x80, 0x7f, 0x01, 0xfe, 0x55, 0xaa, 0x33, 0xcc},
  };
  for (unsigned k = 0; k < sizeof inputs / sizeof inputs[0]; k++)
    for (unsigned i = 0; i < sizeof unary / sizeof unary[0]; i++) {
      unsigned char r[32];
      memset(r, 0, sizeof r);
      unary[i].f(r, inputs[k]);
      show(unary[i].name, r, unary[i].n);
    }
  for (unsigned i = 0; i < sizeof nullary / sizeof nullary[0]; i++) {
    unsigned char r[32];
    memset(r, 0, sizeof r);
    nullary[i].f(r);
    show(nullary[i].name, r, nullary[i].n);
  }
  return 0;
}
