// gcc's side of long_double_edges.c: long double arguments in memory among register
// arguments, results in ST0 (and ST1 for complex), a callback into kiln's code, varargs.
#include <stdarg.h>

long double gcc_mix(int a, long double b, double c, long double d, long long e) {
  return a * b + c / d + e;
}

_Complex long double gcc_cmul(_Complex long double a, _Complex long double b) {
  return a * b;
}

long double gcc_apply(long double (*f)(long double, long double), long double a,
                      long double b) {
  return f(a, b) * 2;
}

long double gcc_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, long double);
  va_end(ap);
  return s;
}
