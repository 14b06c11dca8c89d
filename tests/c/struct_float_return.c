/* Structs with floating-point members passed and returned by value: {float,float},
   {double,double}, {double,int}, {int,float}, three floats, four doubles (memory), and nested. */
#include <stdio.h>
#include <stdint.h>

struct ff { float a, b; };
struct dd { double a, b; };
struct di { double d; int32_t i; };
struct if_ { int32_t i; float f; };
struct f3 { float x, y, z; };
struct d4 { double v[4]; };
struct nest { struct ff p; float q; };
struct fd1 { double only; };

static struct ff ff_swap(struct ff v) { struct ff r = {v.b, v.a * 2.0f}; return r; }
static struct dd dd_add(struct dd x, struct dd y) { struct dd r = {x.a + y.a, x.b + y.b}; return r; }
static struct di di_make(double d, int32_t i) { struct di r = {d * 0.5, i + 1}; return r; }
static struct if_ if_scale(struct if_ v, float k) { v.i *= 2; v.f *= k; return v; }
static struct f3 cross(struct f3 a, struct f3 b) { struct f3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; return r; }
static struct d4 d4_scale(struct d4 v, double k) { for (int i = 0; i < 4; i++) v.v[i] *= k; return v; }
static struct nest nest_mk(float a) { struct nest n = {{a, a + 1.0f}, a + 2.0f}; return n; }
static double fd1_get(struct fd1 x) { return x.only * 4.0; }
static double many(struct dd a, struct dd b, struct dd c, struct dd d, struct dd e, struct ff f) {
    return a.a + b.b + c.a + d.b + e.a - e.b + f.a + f.b;
}

int main(void) {
    struct ff a = ff_swap((struct ff){1.5f, -2.25f});
    struct dd b = dd_add((struct dd){1.0, 2.0}, (struct dd){0.125, -4.5});
    struct di c = di_make(7.0, 41);
    struct if_ d = if_scale((struct if_){-3, 1.25f}, 4.0f);
    struct f3 e = cross((struct f3){1, 0, 0}, (struct f3){0, 1, 0});
    struct f3 e2 = cross((struct f3){1.5f, -2, 3}, (struct f3){0.5f, 4, -1});
    struct d4 f = d4_scale((struct d4){{1, 2, 3, 4.5}}, -0.5);
    struct nest g = nest_mk(10.0f);
    printf("ff %g %g\n", a.a, a.b);
    printf("dd %g %g\n", b.a, b.b);
    printf("di %g %d\n", c.d, c.i);
    printf("if %d %g\n", d.i, d.f);
    printf("cross %g %g %g / %g %g %g\n", e.x, e.y, e.z, e2.x, e2.y, e2.z);
    printf("d4 %g %g %g %g\n", f.v[0], f.v[1], f.v[2], f.v[3]);
    printf("nest %g %g %g\n", g.p.a, g.p.b, g.q);
    printf("fd1 %g\n", fd1_get((struct fd1){2.5}));
    printf("many %g\n", many(b, b, (struct dd){1, 2}, (struct dd){3, 4}, (struct dd){5, 6}, a));
    return 0;
}
