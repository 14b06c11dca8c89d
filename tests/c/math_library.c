/* libm functions whose results are exact (or correctly rounded by IEEE 754): sqrt, fabs,
   floor, ceil, trunc, round, fmod, fmin, fmax, ldexp, frexp, modf, copysign, float versions. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

int main(void) {
    double xs[] = {0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 2.0, 10.75, -10.75, 1e15 + 0.5, 144.0, 2.0e-3};
    for (int i = 0; i < 13; i++) {
        double x = xs[i];
        printf("%.17g: floor %g ceil %g trunc %g round %g fabs %g", x, floor(x), ceil(x), trunc(x), round(x), fabs(x));
        if (x >= 0) printf(" sqrt %.17g", sqrt(x));
        printf(" fmod3 %g\n", fmod(x, 3.0));
    }
    printf("sqrt2 %.17g sqrtf2 %.9g\n", sqrt(2.0), (double)sqrtf(2.0f));
    printf("fmin %g fmax %g copysign %g %g\n", fmin(-1.0, 2.0), fmax(-1.0, 2.0), copysign(3.0, -0.0), copysign(-3.0, 1.0));
    for (int e = -3; e <= 3; e++) printf("ldexp(0.75,%d) = %g\n", e, ldexp(0.75, e));
    double ys[] = {1.0, 0.1, 1234.5, -0.0078125, 6.02e23};
    for (int i = 0; i < 5; i++) {
        int ex;
        double m = frexp(ys[i], &ex);
        double ip;
        double fp = modf(ys[i], &ip);
        printf("frexp(%g) = %.17g * 2^%d, modf = %g + %.17g\n", ys[i], m, ex, ip, fp);
    }
    printf("floats: %g %g %g %g\n", (double)floorf(-2.5f), (double)ceilf(-2.5f), (double)fabsf(-7.25f), (double)fmodf(7.5f, 2.0f));
    double hyp = sqrt(3.0 * 3.0 + 4.0 * 4.0);
    printf("hyp %g\n", hyp);
    return 0;
}
