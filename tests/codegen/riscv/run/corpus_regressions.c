/* Driver for corpus_regressions.ll: calls each function with a few inputs and prints the
   results, which kiln's builds must print exactly as llc-22's. */
#include <stdint.h>
#include <stdio.h>

int64_t cas_cross_block(int64_t *p, int64_t exp, int64_t nw, _Bool which);
int32_t cas32_cross_block(int32_t *p, int32_t exp, int32_t nw);
double load_f64(double *p);
float load_f32(float *p);
void store_f64(double *p, double v);
void store_f32(float *p, float v);
double xchg_f64(double *p, double v);
float xchg_f32(float *p, float v);
int64_t realign(int64_t n, int64_t a1, int64_t a2, int64_t a3, int64_t a4, int64_t a5, int64_t a6, int64_t a7,
                int64_t onstack);

int32_t switch128(__int128 v);
void vector_fp(float *out, const float *a, const float *b, const float *c);

static int64_t seen;
void use_ptr(int64_t *p) { seen += p[0] & 1; }

int main(void) {
    int64_t v = 5;
    for (int which = 0; which < 2; which++) {
        printf("cas %lld", (long long)cas_cross_block(&v, 5, 9, (_Bool)which));
        printf(" now %lld", (long long)v);
        printf(" cas %lld", (long long)cas_cross_block(&v, 5, 11, (_Bool)which));
        printf(" now %lld\n", (long long)v);
        v = 5;
    }
    int32_t w = -3;
    printf("cas32 %d", cas32_cross_block(&w, -3, 40));
    printf(" %d now %d\n", cas32_cross_block(&w, -3, 50), w);
    double d = 2.5;
    float f = -0.75f;
    printf("loads %.3f %.3f\n", load_f64(&d), (double)load_f32(&f));
    store_f64(&d, -1.0e300);
    store_f32(&f, 3.0e38f);
    printf("stores %g %g\n", d, (double)f);
    printf("xchg %.3f", xchg_f64(&d, 0.125));
    printf(" now %.3f", d);
    printf(" xchg %.3f", (double)xchg_f32(&f, 8.5f));
    printf(" now %.3f\n", (double)f);
    for (int64_t n = 1; n <= 3; n++) printf("realign %lld\n", (long long)realign(n, 1, 2, 3, 4, 5, 6, 70 * n, 900 + n));
    printf("seen %lld\n", (long long)seen);
    __int128 one = 1;
    __int128 cases[] = {0, one << 64, (one << 64) + 1, -(one << 100), 42, -(one << 126) * 2, ~((__int128)1 << 127),
                        43, -1, one << 65, (one << 64) - 1};
    printf("switch128:");
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) printf(" %d", switch128(cases[i]));
    printf("\n");
    float out[8];
    static const float va[4] = {1.5f, -2.0f, 0.25f, -8.0f}, vb[4] = {2.0f, 3.0f, -4.0f, 0.5f},
                       vc[4] = {0.5f, -0.5f, 1.0f, 2.0f};
    vector_fp(out, va, vb, vc);
    double d2[2];
    __builtin_memcpy(d2, out + 4, sizeof d2);
    printf("vector fp %.4f %.4f %.4f %.4f | %.4f %.4f\n", (double)out[0], (double)out[1], (double)out[2],
           (double)out[3], d2[0], d2[1]);
    return 0;
}
