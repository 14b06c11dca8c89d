/* The C99 math functions with exactly specified results, on float and double: fmin, fmax
   (with a NaN operand), fma, copysign, fabs, floor, ceil, trunc, round, nearbyint, rint,
   lrint, llround, fmod, remainder, remquo, frexp, ldexp, modf, scalbn, logb, ilogb, nextafter,
   fdim, sqrt of perfect squares, and classification with isnan, isinf, signbit and
   fpclassify. All printed values are exact. */
#include <math.h>
#include <stdio.h>

static volatile double zero = 0.0;

static const char *cls(double x) {
    switch (fpclassify(x)) {
    case FP_NAN: return "nan";
    case FP_INFINITE: return "inf";
    case FP_ZERO: return "zero";
    case FP_SUBNORMAL: return "subnormal";
    default: return "normal";
    }
}

int main(void) {
    static const double vals[] = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.75, -3.25, 7.0};
    printf("%6s %6s %6s %6s %6s %6s %6s %6s\n", "x", "floor", "ceil", "trunc", "round", "rint", "lround", "neg0");
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        double x = vals[i];
        printf("%6.2f %6.1f %6.1f %6.1f %6.1f %6.1f %6ld %6d\n", x, floor(x), ceil(x), trunc(x),
               round(x), rint(x), lround(x), signbit(ceil(x)) != 0);
    }
    float xf = -2.5f;
    printf("float: floorf %.1f ceilf %.1f truncf %.1f roundf %.1f nearbyintf %.1f lrintf %ld llroundf %lld\n",
           (double)floorf(xf), (double)ceilf(xf), (double)truncf(xf), (double)roundf(xf),
           (double)nearbyintf(xf), lrintf(xf), llroundf(xf));

    double nan = zero / zero;
    printf("fmin(1,nan)=%.1f fmax(nan,-2)=%.1f fmin(-1,-0)=%.1f\n", fmin(1.0, nan), fmax(nan, -2.0),
           fmin(-1.0, -0.0));
    printf("fminf %.2f fmaxf %.2f\n", (double)fminf(0.25f, -0.75f), (double)fmaxf(0.25f, -0.75f));
    printf("fma(2,3,4)=%.1f fma(0.1f-like): %d\n", fma(2.0, 3.0, 4.0),
           fma(1.0 + 0x1p-30, 1.0 - 0x1p-30, -1.0) == -0x1p-60);
    printf("fmaf: %.1f\n", (double)fmaf(1.5f, -4.0f, 0.5f));
    printf("copysign %.1f %.1f %.1f\n", copysign(3.0, -0.0), copysign(-3.0, 1.0), (double)copysignf(2.0f, -1.0f));
    printf("fmod(7.5,2)=%.2f fmod(-7.5,2)=%.2f remainder(7.5,2)=%.2f remainder(6.5,2)=%.2f\n",
           fmod(7.5, 2.0), fmod(-7.5, 2.0), remainder(7.5, 2.0), remainder(6.5, 2.0));
    int q;
    double r = remquo(29.0, 3.0, &q);
    printf("remquo(29,3) = %.1f quo low bits %d\n", r, q & 7);
    int e;
    double m = frexp(48.0, &e);
    printf("frexp(48) = %.4f * 2^%d; ldexp(0.75, 6) = %.1f; scalbn(1, -3) = %.4f\n", m, e, ldexp(0.75, 6),
           scalbn(1.0, -3));
    float mf = frexpf(-0.1875f, &e);
    printf("frexpf(-0.1875) = %.4f * 2^%d\n", (double)mf, e);
    double ip;
    double fp = modf(-12.625, &ip);
    printf("modf(-12.625) = %.1f + %.3f\n", ip, fp);
    printf("logb(1000)=%.1f ilogb(0.1)=%d ilogb(1024)=%d\n", logb(1000.0), ilogb(0.1), ilogb(1024.0));
    printf("nextafter(1,2)-1 = 2^%d; nextafterf(1,0) = 1 - 2^%d\n", ilogb(nextafter(1.0, 2.0) - 1.0),
           -ilogb(1.0f - nextafterf(1.0f, 0.0f)));
    printf("fdim(5,3)=%.1f fdim(3,5)=%.1f\n", fdim(5.0, 3.0), fdim(3.0, 5.0));
    printf("sqrt: %.1f %.1f %.4f\n", sqrt(144.0), (double)sqrtf(0.0625f), sqrt(2.25));
    double specials[] = {0.0, -0.0, 1.0, 1e-310, 1.0 / zero, nan};
    for (int i = 0; i < 6; i++)
        printf("class %d: %s isnan %d isinf %d signbit %d isfinite %d\n", i, cls(specials[i]),
               isnan(specials[i]) != 0, isinf(specials[i]) != 0, i == 1 ? signbit(specials[i]) != 0 : 0,
               isfinite(specials[i]) != 0);
    printf("nan compares: %d %d %d %d\n", nan == nan, nan != nan, nan < 1.0, isunordered(nan, 1.0));
    printf("isgreater %d isless %d islessgreater %d\n", isgreater(2.0, 1.0), isless(nan, 1.0),
           islessgreater(1.0, 2.0));
    return 0;
}
