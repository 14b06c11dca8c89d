/* math.h of the Cpu0 runtime: the functions libm.c implements (exactly, or correctly
 * rounded where the name says so in libm.c) and the classification macros. */
#ifndef _CPU0_MATH_H
#define _CPU0_MATH_H
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))
#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())
#define M_PI 3.14159265358979323846
#define M_E 2.7182818284590452354
#define M_SQRT2 1.41421356237309504880
#define M_LN2 0.69314718055994530942
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf_sign(x) /* -1 for -inf, as glibc */
#define isfinite(x) __builtin_isfinite(x)
#define signbit(x) __builtin_signbit(x)
#define isgreater(x, y) __builtin_isgreater(x, y)
#define isgreaterequal(x, y) __builtin_isgreaterequal(x, y)
#define isless(x, y) __builtin_isless(x, y)
#define islessequal(x, y) __builtin_islessequal(x, y)
#define islessgreater(x, y) __builtin_islessgreater(x, y)
#define isunordered(x, y) __builtin_isunordered(x, y)
#define isnormal(x) __builtin_isnormal(x)
#define fpclassify(x) __builtin_fpclassify(0, 1, 4, 3, 2, x)
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
double sqrt(double x);
float sqrtf(float x);
double fma(double x, double y, double z);
float fmaf(float x, float y, float z);
double fabs(double x);
float fabsf(float x);
double floor(double x);
float floorf(float x);
double ceil(double x);
float ceilf(float x);
double trunc(double x);
float truncf(float x);
double round(double x);
float roundf(float x);
long lround(double x);
long long llround(double x);
double rint(double x);
double nearbyint(double x);
float rintf(float x);
long lrint(double x);
long lrintf(float x);
long long llrint(double x);
float nearbyintf(float x);
double fmod(double x, double y);
float fmodf(float x, float y);
double remainder(double x, double y);
double remquo(double x, double y, int *quo);
double fdim(double x, double y);
int ilogb(double x);
double logb(double x);
double nextafter(double x, double y);
float nextafterf(float x, float y);
long lroundf(float x);
long long llroundf(float x);
double fmin(double x, double y);
double fmax(double x, double y);
float fminf(float x, float y);
float fmaxf(float x, float y);
double copysign(double x, double y);
float copysignf(float x, float y);
double ldexp(double x, int n);
double scalbn(double x, int n);
double frexp(double x, int *e);
float frexpf(float x, int *e);
double modf(double x, double *ip);
double hypot(double x, double y);
double atan(double x);
double atan2(double y, double x);
double exp(double x);
double log(double x);
double pow(double x, double y);
double sin(double x);
double cos(double x);
#endif
