/* Float lane arithmetic: fadd fsub fmul fdiv fneg fabs and fused multiply-add (fmla). */
#include "common.h"
#include <math.h>
NI v4f32 f_ops(v4f32 a, v4f32 b) { return (a + b) * (a - b) / (b + 3.0f) - -a; }
NI v2f64 d_ops(v2f64 a, v2f64 b) { return (a + b) * (a - b) / (b + 3.0) - -a; }
NI v4f32 f_abs(v4f32 a) { v4f32 r; for (int i = 0; i < 4; i++) r[i] = fabsf(a[i]); return r; }
NI v2f64 d_fma(v2f64 a, v2f64 b, v2f64 c) { v2f64 r; for (int i = 0; i < 2; i++) r[i] = fma(a[i], b[i], c[i]); return r; }
NI void saxpy(float *restrict y, const float *restrict x, float a, int n) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
NI void daxpy(double *restrict y, const double *restrict x, double a, int n) { for (int i = 0; i < n; i++) y[i] = fma(a, x[i], y[i]); }
NI void fmm(float *restrict r, const float *restrict a, const float *restrict b, int n) { for (int i = 0; i < n; i++) r[i] = fmaxf(a[i], b[i]) + fminf(a[i], b[i]) * 2; }
int main(void) {
  v4f32 a = {1.5f, -2.25f, 1e10f, 0.1f};
  v4f32 b = {3.0f, 0.5f, -7.0f, 1e-3f};
  pf("f", f_ops(a, b));
  pf("abs", f_abs(a - b));
  v2f64 c = {1.5, -2.25e100};
  v2f64 d = {-0.3, 7.125};
  pd("d", d_ops(c, d));
  pd("fma", d_fma(c, d, c));
  float y[37], x[37];
  double yd[37], xd[37];
  for (int i = 0; i < 37; i++) { y[i] = i * 0.25f; x[i] = 1.0f / (i + 1); yd[i] = i * 0.5; xd[i] = 1.0 / (i + 3); }
  saxpy(y, x, 1.75f, 37);
  daxpy(yd, xd, -2.5, 37);
  for (int i = 0; i < 37; i += 4) printf("%a %a\n", y[i], yd[i]);
  float r[37];
  x[5] = __builtin_nanf("");
  fmm(r, x, y, 37);
  for (int i = 0; i < 37; i += 3) printf("%a\n", r[i]);
  return 0;
}
