/* Classical fourth-order Runge-Kutta and explicit Euler on three systems held behind a
   function pointer: exponential decay (compared with exp), the harmonic oscillator as a
   two-dimensional system (energy drift) and the logistic equation. Step halving shows the
   fourth-order error ratio. Printed to 6 decimals. */
#include <math.h>
#include <stdio.h>

#define DIM 2

typedef void (*deriv_fn)(double t, const double *y, double *dy, const double *params);

static void decay(double t, const double *y, double *dy, const double *p) {
    (void)t;
    dy[0] = -p[0] * y[0];
}

static void oscillator(double t, const double *y, double *dy, const double *p) {
    (void)t;
    dy[0] = y[1];
    dy[1] = -p[0] * p[0] * y[0];
}

static void logistic(double t, const double *y, double *dy, const double *p) {
    (void)t;
    dy[0] = p[0] * y[0] * (1.0 - y[0] / p[1]);
}

static void rk4_step(deriv_fn f, int n, double t, double h, double *y, const double *p) {
    double k1[DIM], k2[DIM], k3[DIM], k4[DIM], tmp[DIM];
    f(t, y, k1, p);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
    f(t + 0.5 * h, tmp, k2, p);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
    f(t + 0.5 * h, tmp, k3, p);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
    f(t + h, tmp, k4, p);
    for (int i = 0; i < n; i++) y[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
}

static void euler_step(deriv_fn f, int n, double t, double h, double *y, const double *p) {
    double k[DIM];
    f(t, y, k, p);
    for (int i = 0; i < n; i++) y[i] += h * k[i];
}

typedef void (*stepper)(deriv_fn, int, double, double, double *, const double *);

static void integrate(stepper s, deriv_fn f, int n, double t1, int steps, double *y, const double *p) {
    double h = t1 / steps;
    for (int i = 0; i < steps; i++) s(f, n, i * h, h, y, p);
}

int main(void) {
    double p[2] = {0.75, 0};
    double exact = exp(-0.75 * 2.0);
    double prev_err = 0;
    for (int steps = 5; steps <= 40; steps *= 2) {
        double y[1] = {1.0};
        integrate(rk4_step, decay, 1, 2.0, steps, y, p);
        double e = fabs(y[0] - exact);
        printf("decay rk4 steps=%2d y=%.6f err=%.3e", steps, y[0], e);
        if (prev_err > 0) printf(" ratio=%.1f", prev_err / e);
        printf("\n");
        prev_err = e;
        double z[1] = {1.0};
        integrate(euler_step, decay, 1, 2.0, steps, z, p);
        printf("decay euler steps=%2d y=%.6f\n", steps, z[0]);
    }

    double w[2] = {2.0, 0};
    double ys[2] = {1.0, 0.0};
    const double pi = 3.14159265358979323846;
    integrate(rk4_step, oscillator, 2, pi, 200, ys, w);
    printf("oscillator after half period: x=%.6f v=%.6f\n", ys[0], ys[1] + 0.0);
    double e0 = 0.5 * 4.0 * 1.0;
    double e1 = 0.5 * ys[1] * ys[1] + 0.5 * 4.0 * ys[0] * ys[0];
    printf("energy drift < 1e-6: %d\n", fabs(e1 - e0) < 1e-6);
    double ye[2] = {1.0, 0.0};
    integrate(euler_step, oscillator, 2, pi, 200, ye, w);
    printf("euler energy grows: %d (x=%.4f)\n", 0.5 * ye[1] * ye[1] + 2.0 * ye[0] * ye[0] > e0, ye[0]);

    double lp[2] = {1.5, 10.0};
    double yl[1] = {0.5};
    for (int k = 1; k <= 5; k++) {
        integrate(rk4_step, logistic, 1, 1.0, 50, yl, lp);
        double ex = 10.0 / (1.0 + 19.0 * exp(-1.5 * k));
        printf("logistic t=%d y=%.6f exact=%.6f\n", k, yl[0], ex);
    }
    return 0;
}
