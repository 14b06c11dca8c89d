/* Floating-point constants (from a constant pool or built in registers): simple and awkward
   values, float and double, in expressions, arrays, struct initializers and returns. */
#include <stdio.h>
#include <stdint.h>

struct cfg { float scale; double offset; float weights[3]; };
static const struct cfg defaults = {0.75f, -1234.5625, {0.5f, 0.25f, 0.125f}};
static const double table[] = {3.141592653589793, 2.718281828459045, 1.4142135623730951, 0.5772156649015329, 1e-10, 6.02214076e23};

static double get_pi(void) { return 3.141592653589793; }
static float get_e(void) { return 2.71828182f; }

int main(void) {
    for (int i = 0; i < 6; i++) printf("table[%d] = %.17g %a\n", i, table[i], table[i]);
    printf("cfg %g %g %g %g %g\n", defaults.scale, defaults.offset, defaults.weights[0], defaults.weights[1], defaults.weights[2]);
    printf("pi %.17g e %.9g\n", get_pi(), get_e());
    volatile float x = 2.0f;
    printf("x*0.1f %.9g x+1e-7f %.9g x*1e10f %.9g\n", x * 0.1f, x + 1e-7f, x * 1e10f);
    volatile double y = 4.0;
    printf("y*0.1 %.17g y-1e-15 %.17g y*1e300 %.6g\n", y * 0.1, y - 1e-15, y * 1e300);
    printf("neg const %g %g, zero %g\n", -0.5 * y, -1.0f * x, 0.0 * y);
    double acc = 0;
    for (int i = 0; i < 10; i++) acc = acc * 0.5 + 0.25;
    printf("acc %.17g\n", acc);
    printf("float max %.9g min %.9g\n", 3.40282347e38f, 1.17549435e-38f);
    printf("double max %.17g\n", 1.7976931348623157e308);
    return 0;
}
