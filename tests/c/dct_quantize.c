/* An 8x8 two-dimensional DCT-II and its inverse (as in JPEG), with the cosine table from cos()
   at startup, applied to image blocks with integer pixel values; coefficients are quantized
   with a standard luminance table, dequantized and transformed back, and the reconstructed
   pixels (rounded to integers and clamped) and the error statistics are printed. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static double ctab[8][8];

static void init_table(void) {
    const double pi = 3.14159265358979323846;
    for (int k = 0; k < 8; k++)
        for (int n = 0; n < 8; n++) ctab[k][n] = (k == 0 ? sqrt(0.125) : 0.5) * cos((2 * n + 1) * k * pi / 16);
}

static void dct2(const double in[8][8], double out[8][8]) {
    double tmp[8][8];
    for (int r = 0; r < 8; r++)
        for (int k = 0; k < 8; k++) {
            double s = 0;
            for (int n = 0; n < 8; n++) s += ctab[k][n] * in[r][n];
            tmp[r][k] = s;
        }
    for (int c = 0; c < 8; c++)
        for (int k = 0; k < 8; k++) {
            double s = 0;
            for (int n = 0; n < 8; n++) s += ctab[k][n] * tmp[n][c];
            out[k][c] = s;
        }
}

static void idct2(const double in[8][8], double out[8][8]) {
    double tmp[8][8];
    for (int r = 0; r < 8; r++)
        for (int n = 0; n < 8; n++) {
            double s = 0;
            for (int k = 0; k < 8; k++) s += ctab[k][n] * in[r][k];
            tmp[r][n] = s;
        }
    for (int c = 0; c < 8; c++)
        for (int n = 0; n < 8; n++) {
            double s = 0;
            for (int k = 0; k < 8; k++) s += ctab[k][n] * tmp[k][c];
            out[n][c] = s;
        }
}

static const uint8_t qtab[8][8] = {
    {16, 11, 10, 16, 24, 40, 51, 61},     {12, 12, 14, 19, 26, 58, 60, 55},
    {14, 13, 16, 24, 40, 57, 69, 56},     {14, 17, 22, 29, 51, 87, 80, 62},
    {18, 22, 37, 56, 68, 109, 103, 77},   {24, 35, 55, 64, 81, 104, 113, 92},
    {49, 64, 78, 87, 103, 121, 120, 101}, {72, 92, 95, 98, 112, 100, 103, 99}};

static void block(int kind, double px[8][8]) {
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            int v;
            switch (kind) {
            case 0: v = 128; break;
            case 1: v = 16 * r + 8 * c; break;
            case 2: v = ((r / 2 + c / 2) % 2) ? 201 : 50; break;
            default: v = (r * 37 + c * 91 + r * c * 13) % 256; break;
            }
            px[r][c] = v - 128;
        }
}

int main(void) {
    init_table();
    for (int kind = 0; kind < 4; kind++) {
        double px[8][8], co[8][8], back[8][8];
        block(kind, px);
        dct2(px, co);
        int q[8][8], nonzero = 0;
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                q[r][c] = (int)lround(co[r][c] / qtab[r][c]);
                nonzero += q[r][c] != 0;
                co[r][c] = q[r][c] * qtab[r][c];
            }
        idct2(co, back);
        int maxerr = 0;
        long sqerr = 0;
        printf("block %d: dc %d nonzero %d first row q:", kind, q[0][0], nonzero);
        for (int c = 0; c < 8; c++) printf(" %d", q[0][c]);
        printf("\n  reconstructed row 3:");
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                long v = lround(back[r][c]) + 128;
                if (v < 0) v = 0;
                if (v > 255) v = 255;
                if (r == 3) printf(" %ld", v);
                int e = (int)labs(v - (long)(px[r][c] + 128));
                if (e > maxerr) maxerr = e;
                sqerr += (long)e * e;
            }
        printf("\n  max error %d, squared error %ld\n", maxerr, sqerr);
    }
    double id[8][8], co[8][8], back[8][8];
    block(3, id);
    dct2(id, co);
    idct2(co, back);
    double me = 0;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) me = fmax(me, fabs(back[r][c] - id[r][c]));
    printf("lossless round trip error < 1e-9: %d\n", me < 1e-9);
    return 0;
}
