// Bit counts at every width on edge values: built by the test with -mpopcnt -mlzcnt -mbmi
// (popcnt, lzcnt and tzcnt selected) and without (the expansions), printing what gcc's
// build prints.
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static int clz64(uint64_t x) { return x ? __builtin_clzll(x) : 64; }
__attribute__((noinline)) static int ctz64(uint64_t x) { return x ? __builtin_ctzll(x) : 64; }

int main(void) {
  static const uint64_t v[] = {0,          1,          2,          3,         0x80,
                               0xff,       0x8000,     0xffff,     0x10000,   0x7fffffff,
                               0x80000000, 0xffffffff, 0x100000000, 0x8000000000000000ull,
                               0xffffffffffffffffull, 0x0123456789abcdefull};
  unsigned long sum = 0;
  for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
    uint64_t x = v[i];
    uint32_t w = (uint32_t)x;
    uint16_t h = (uint16_t)x;
    int c32 = w ? __builtin_clz(w) : 32, t32 = w ? __builtin_ctz(w) : 32;
    int c16 = h ? __builtin_clz(h) - 16 : 16;
    printf("%d %d %d %d %d %d %d %d\n", __builtin_popcountll(x), __builtin_popcount(w),
           __builtin_popcount(h), clz64(x), ctz64(x), c32, t32, c16);
    sum = sum * 31 + (unsigned long)__builtin_popcountll(x * 0x9e3779b97f4a7c15ull);
  }
  printf("%lu\n", sum);
  return 0;
}
