// Driver for o0_selection.ll: each function on boundary values (INT_MIN/MAX, 0, -1, values
// whose upper 32 bits would differ between sign and zero extension); prints one line each.
#include <stdio.h>
#include <stdint.h>
int eq_sub(int, int, int);
int ne_and(unsigned, unsigned);
int ult_loaded(unsigned *, unsigned *);
int ule_neg(int);
int slt_reload(int);
unsigned bytes(const unsigned char *, int);
int shorts(const short *, const unsigned short *, int);
int signed_char_cmp(const signed char *, int);
int reload_after_store(int *);
extern _Bool flag;
void set_flag(int);
int get_flag(void);
int64_t wide_cmp(int64_t, int);
unsigned uge_mixed(unsigned, unsigned char);
extern unsigned char flag1;
void set_flag1(int);
void set_flag1_true(void);
int get_flag1(void);
static const int vals[] = {0, 1, -1, 2, -2, 100, 0x7fffffff, -0x7fffffff - 1, 0x40000000, -12345};
#define NV (int)(sizeof vals / sizeof vals[0])
int main(void) {
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      unsigned p[2] = {(unsigned)vals[i], (unsigned)vals[j]};
      unsigned q[2] = {(unsigned)vals[j], (unsigned)vals[i]};
      printf("%d %d: %d %d %d %d %lld %u\n", i, j, eq_sub(vals[i], vals[j], vals[i] - vals[j]),
             eq_sub(vals[i], vals[j], vals[j]), ne_and(vals[i], vals[j]), ult_loaded(p, q),
             (long long)wide_cmp((int64_t)vals[i] * 3, vals[j]), uge_mixed(vals[i], vals[j]));
    }
  for (int i = 0; i < NV; i++) printf("ule_neg %d slt_reload %d\n", ule_neg(vals[i]), slt_reload(i * 7));
  unsigned char b[16];
  signed char sc[16];
  short s[16];
  unsigned short u[16];
  for (int i = 0; i < 16; i++) {
    b[i] = (unsigned char)(i * 37 + 200);
    sc[i] = (signed char)(i * 29 - 100);
    s[i] = (short)(i * 9000 - 60000);
    u[i] = (unsigned short)(i * 9000 + 1000);
  }
  s[3] = -2;
  u[5] = 65535;
  for (int i = 0; i < 4; i++) printf("bytes %08x\n", bytes(b, i));
  for (int i = 0; i < 16; i++) printf("shorts %d char %d\n", shorts(s, u, i), signed_char_cmp(sc, i));
  int x = 7;
  printf("reload %d %d\n", reload_after_store(&x), x);
  for (int v = 0; v < 6; v++) {
    set_flag(v);
    printf("flag %d %d %d\n", v, get_flag(), *(unsigned char *)&flag);
  }
  for (int v = 0; v < 6; v++) {
    set_flag1(v);
    printf("flag1 %d %d %d\n", v, get_flag1(), flag1);
  }
  flag1 = 0;
  set_flag1_true();
  printf("flag1 true %d %d\n", get_flag1(), flag1);
  return 0;
}
