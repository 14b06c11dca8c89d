/* complex.h of the Cpu0 runtime: the C99 names over clang's builtins, cabs (libm.c), and
 * the libgcc complex multiply/divide routines (__muldc3, __divdc3 and float forms, in
 * libm.c) that clang's code calls; carg, cexp, clog and cpow composed from atan2, exp,
 * log, sin and cos (within a few ulps, not correctly rounded). */
#ifndef _CPU0_COMPLEX_H
#define _CPU0_COMPLEX_H
#define complex _Complex
#define _Complex_I (__extension__ 1.0iF)
#define I _Complex_I
#define creal(z) __builtin_creal(z)
#define cimag(z) __builtin_cimag(z)
#define crealf(z) __builtin_crealf(z)
#define cimagf(z) __builtin_cimagf(z)
#define creall(z) __builtin_creall(z)
#define cimagl(z) __builtin_cimagl(z)
#define conj(z) __builtin_conj(z)
#define conjf(z) __builtin_conjf(z)
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
double cabs(double _Complex z);
float cabsf(float _Complex z);
double carg(double _Complex z);
double _Complex cexp(double _Complex z);
double _Complex clog(double _Complex z);
double _Complex cpow(double _Complex z, double _Complex w);
#endif
