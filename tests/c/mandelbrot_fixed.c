/* Mandelbrot set in 16.16 fixed-point integer arithmetic (no floating point): an ASCII
   picture and the total iteration count. */
#include <stdio.h>
#include <stdint.h>

#define FIX 16
static int32_t fmul(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b) >> FIX); }

int main(void) {
    const char *shades = " .:-=+*#%@";
    uint64_t total = 0;
    for (int row = 0; row < 24; row++) {
        int32_t ci = (int32_t)(-(1 << FIX) * 12 / 10) + row * ((int32_t)(1 << FIX) * 24 / 10) / 24;
        for (int col = 0; col < 64; col++) {
            int32_t cr = (int32_t)(-(1 << FIX) * 2) + col * ((int32_t)(1 << FIX) * 3) / 64;
            int32_t zr = 0, zi = 0;
            int it = 0;
            while (it < 50) {
                int32_t zr2 = fmul(zr, zr), zi2 = fmul(zi, zi);
                if (zr2 + zi2 > (4 << FIX)) break;
                int32_t nzr = zr2 - zi2 + cr;
                zi = 2 * fmul(zr, zi) + ci;
                zr = nzr;
                it++;
            }
            total += (uint64_t)it;
            putchar(shades[it * 9 / 50]);
        }
        putchar('\n');
    }
    printf("total iterations %llu\n", (unsigned long long)total);
    return 0;
}
