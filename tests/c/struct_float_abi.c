/* Structs passed and returned by value in the shapes the RISC-V hard-float psABI flattens
   into FP registers or FP+integer pairs: {float,float}, {double,int32}, {int8,double},
   {float,int64}, float[2], {double} nested in a struct, {float,float} with padding, and the
   shapes that are not flattened: three floats, {double,double,double}, a union of float and
   int, structs with a bitfield. Also the fallback once the FP argument registers run out,
   and variadic calls passing such structs (always in integer registers). */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

struct ff { float a, b; };
struct di { double d; int32_t i; };
struct cd { int8_t c; double d; };
struct fl { float f; int64_t l; };
struct fa { float v[2]; };
struct inner { double x; };
struct outer { struct inner in; };
struct nested_ff { struct { float a; } p; float b; };
struct f3 { float x, y, z; };
struct d3 { double a, b, c; };
union uf { float f; int32_t i; };
struct bits { float f; int32_t k : 12; };
struct empty_pad { float f; char pad[0]; };

static struct ff ff_op(struct ff x) { return (struct ff){x.a + x.b, x.a * x.b}; }
static struct di di_op(struct di x) { return (struct di){x.d * x.i, x.i - 1}; }
static struct cd cd_op(struct cd x) { return (struct cd){(int8_t)(x.c * 2), x.d / 4}; }
static struct fl fl_op(struct fl x) { return (struct fl){x.f - 1.0f, x.l * 3}; }
static struct fa fa_op(struct fa x) { return (struct fa){{x.v[1], x.v[0] * 2}}; }
static struct outer outer_op(struct outer x) { x.in.x *= -1.5; return x; }
static struct nested_ff nff_op(struct nested_ff x) { return (struct nested_ff){{x.b}, x.p.a}; }
static struct f3 f3_op(struct f3 v) { return (struct f3){v.z, v.x, v.y + 1}; }
static struct d3 d3_op(struct d3 v) { return (struct d3){v.a + v.b, v.b + v.c, v.c + v.a}; }
static union uf uf_op(union uf u) { u.i ^= (int32_t)0x80000000; return u; }
static struct bits bits_op(struct bits b) { b.f *= 2; b.k = (int32_t)(b.k - 100); return b; }
static float pad_op(struct empty_pad p) { return p.f + 0.5f; }

/* eight doubles use fa0-fa7; the struct after them goes in integer registers */
static double exhaust(double a0, double a1, double a2, double a3, double a4, double a5,
                      double a6, double a7, struct ff tail, struct di tail2, float last) {
    return a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + tail.a + tail.b + tail2.d + tail2.i + last;
}

/* seven integer args leave one integer register for the {double,int32} pair */
static double int_exhaust(int a, int b, int c, int d, int e, int f, int g, struct di x, struct fl y) {
    return a + b + c + d + e + f + g + x.d + x.i + y.f + (double)y.l;
}

static double var_structs(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2 == 0) {
            struct ff v = va_arg(ap, struct ff);
            s += v.a - v.b;
        } else {
            struct di v = va_arg(ap, struct di);
            s += v.d * v.i;
        }
    }
    va_end(ap);
    return s;
}

int main(void) {
    struct ff a = ff_op((struct ff){1.5f, -2.0f});
    printf("ff %.3f %.3f\n", (double)a.a, (double)a.b);
    struct di b = di_op((struct di){0.75, 8});
    printf("di %.3f %d\n", b.d, b.i);
    struct cd c = cd_op((struct cd){-21, 10.0});
    printf("cd %d %.3f\n", c.c, c.d);
    struct fl d = fl_op((struct fl){0.25f, -4000000000ll});
    printf("fl %.3f %lld\n", (double)d.f, (long long)d.l);
    struct fa e = fa_op((struct fa){{3.0f, 0.125f}});
    printf("fa %.3f %.3f\n", (double)e.v[0], (double)e.v[1]);
    struct outer o = outer_op((struct outer){{4.0}});
    printf("outer %.3f\n", o.in.x);
    struct nested_ff n = nff_op((struct nested_ff){{5.5f}, 6.5f});
    printf("nested %.3f %.3f\n", (double)n.p.a, (double)n.b);
    struct f3 f = f3_op((struct f3){1, 2, 3});
    printf("f3 %.1f %.1f %.1f\n", (double)f.x, (double)f.y, (double)f.z);
    struct d3 g = d3_op((struct d3){0.5, 1.5, 2.5});
    printf("d3 %.1f %.1f %.1f\n", g.a, g.b, g.c);
    union uf u = uf_op((union uf){.f = 2.5f});
    printf("union %.2f\n", (double)u.f);
    struct bits bt = bits_op((struct bits){1.25f, 77});
    printf("bits %.2f %d\n", (double)bt.f, bt.k);
    printf("pad %.2f\n", (double)pad_op((struct empty_pad){1.0f}));
    printf("exhaust %.3f\n", exhaust(1, 2, 3, 4, 5, 6, 7, 8, (struct ff){0.5f, 0.25f}, (struct di){-1.0, 3}, 0.125f));
    printf("int exhaust %.3f\n", int_exhaust(1, 2, 3, 4, 5, 6, 7, (struct di){0.5, 10}, (struct fl){1.5f, 20}));
    printf("variadic %.3f\n", var_structs(4, (struct ff){3, 1}, (struct di){2.0, 5}, (struct ff){0.5f, 1.5f}, (struct di){-0.25, 4}));
    return 0;
}
