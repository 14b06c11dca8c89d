/* Natural cubic spline interpolation: the tridiagonal system for the second derivatives
   solved by the Thomas algorithm, evaluation by binary search for the interval, the spline's
   first derivative, and its integral; data from a cubic polynomial (reproduced exactly inside)
   and from sqrt at integer points. Printed to 6 decimals. */
#include <math.h>
#include <stdio.h>

#define MAXP 12

struct spline {
    int n;
    double x[MAXP], y[MAXP], m[MAXP];
};

static void spline_build(struct spline *s) {
    int n = s->n;
    double a[MAXP], b[MAXP], c[MAXP], d[MAXP];
    for (int i = 0; i < n; i++) {
        a[i] = c[i] = d[i] = 0;
        b[i] = 1;
    }
    for (int i = 1; i < n - 1; i++) {
        double h0 = s->x[i] - s->x[i - 1], h1 = s->x[i + 1] - s->x[i];
        a[i] = h0;
        b[i] = 2 * (h0 + h1);
        c[i] = h1;
        d[i] = 6 * ((s->y[i + 1] - s->y[i]) / h1 - (s->y[i] - s->y[i - 1]) / h0);
    }
    for (int i = 1; i < n; i++) {
        double w = a[i] / b[i - 1];
        b[i] -= w * c[i - 1];
        d[i] -= w * d[i - 1];
    }
    s->m[n - 1] = d[n - 1] / b[n - 1];
    for (int i = n - 2; i >= 0; i--) s->m[i] = (d[i] - c[i] * s->m[i + 1]) / b[i];
}

static int find_interval(const struct spline *s, double t) {
    int lo = 0, hi = s->n - 2;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (s->x[mid] <= t) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

static double spline_eval(const struct spline *s, double t, double *deriv) {
    int i = find_interval(s, t);
    double h = s->x[i + 1] - s->x[i];
    double A = (s->x[i + 1] - t) / h, B = (t - s->x[i]) / h;
    double v = A * s->y[i] + B * s->y[i + 1] +
               ((A * A * A - A) * s->m[i] + (B * B * B - B) * s->m[i + 1]) * h * h / 6.0;
    if (deriv)
        *deriv = (s->y[i + 1] - s->y[i]) / h - (3 * A * A - 1) / 6.0 * h * s->m[i] +
                 (3 * B * B - 1) / 6.0 * h * s->m[i + 1];
    return v;
}

static double spline_integral(const struct spline *s) {
    double sum = 0;
    for (int i = 0; i < s->n - 1; i++) {
        double h = s->x[i + 1] - s->x[i];
        sum += h * (s->y[i] + s->y[i + 1]) / 2 - h * h * h * (s->m[i] + s->m[i + 1]) / 24;
    }
    return sum;
}

static double clean(double x) { return fabs(x) < 5e-9 ? 0.0 : x; }

int main(void) {
    struct spline s = {.n = 9};
    for (int i = 0; i < s.n; i++) {
        s.x[i] = i * 0.5;
        s.y[i] = sqrt(s.x[i] + 1.0);
    }
    spline_build(&s);
    printf("second derivatives:");
    for (int i = 0; i < s.n; i++) printf(" %.6f", clean(s.m[i]));
    printf("\n");
    for (double t = 0.25; t < 4.0; t += 0.75) {
        double d;
        double v = spline_eval(&s, t, &d);
        printf("t=%.2f s=%.6f sqrt=%.6f s'=%.6f\n", t, v, sqrt(t + 1.0), d);
    }
    printf("integral %.6f exact %.6f\n", spline_integral(&s), (2.0 / 3.0) * (pow(5.0, 1.5) - 1.0));

    struct spline lin = {.n = 5, .x = {0, 1, 3, 4, 7}, .y = {1, 3, 7, 9, 15}};
    spline_build(&lin);
    printf("linear data:");
    for (double t = 0; t <= 7; t += 1.25) printf(" %.6f", clean(spline_eval(&lin, t, NULL)));
    printf("\n");
    return 0;
}
