/* Object-oriented C: structs of function pointers as vtables (area, perimeter, scale, name,
   describe), "subclasses" embedding the base struct first, dispatch through arrays of base
   pointers, an override chain calling the parent implementation, function pointers returned
   from functions, and a command table mapping names to handlers with different signatures
   behind a common one. Shapes use integer coordinates and exact doubles. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct shape;
struct shape_vtbl {
    const char *name;
    double (*area)(const struct shape *);
    double (*perimeter)(const struct shape *);
    void (*scale)(struct shape *, int);
    int (*describe)(const struct shape *, char *, size_t);
};
struct shape { const struct shape_vtbl *vt; int32_t x, y; };
struct rect { struct shape base; int32_t w, h; };
struct square { struct rect r; int32_t tag; };
struct tri { struct shape base; int32_t a, b, c; };

static double rect_area(const struct shape *s) { const struct rect *r = (const void *)s; return (double)r->w * r->h; }
static double rect_perim(const struct shape *s) { const struct rect *r = (const void *)s; return 2.0 * (r->w + r->h); }
static void rect_scale(struct shape *s, int k) { struct rect *r = (void *)s; r->w *= k; r->h *= k; }
static int rect_describe(const struct shape *s, char *buf, size_t n) {
    const struct rect *r = (const void *)s;
    return snprintf(buf, n, "%s %dx%d at (%d,%d)", s->vt->name, r->w, r->h, s->x, s->y);
}
static const struct shape_vtbl rect_vt = {"rect", rect_area, rect_perim, rect_scale, rect_describe};

static void square_scale(struct shape *s, int k) {
    rect_vt.scale(s, k); /* parent implementation */
    ((struct square *)(void *)s)->tag += k;
}
static int square_describe(const struct shape *s, char *buf, size_t n) {
    int w = rect_describe(s, buf, n);
    return w + snprintf(buf + w, n - (size_t)w, " tag %d", ((const struct square *)(const void *)s)->tag);
}
static const struct shape_vtbl square_vt = {"square", rect_area, rect_perim, square_scale, square_describe};

static double tri_perim(const struct shape *s) { const struct tri *t = (const void *)s; return t->a + t->b + t->c; }
static double tri_area(const struct shape *s) {
    /* Heron's formula on right triangles with integer legs gives exact results */
    const struct tri *t = (const void *)s;
    double p = tri_perim(s) / 2;
    double q = p * (p - t->a) * (p - t->b) * (p - t->c);
    double r = 0;
    for (double g = 1; g * g <= q; g++) r = g;
    return r;
}
static void tri_scale(struct shape *s, int k) { struct tri *t = (void *)s; t->a *= k; t->b *= k; t->c *= k; }
static int tri_describe(const struct shape *s, char *buf, size_t n) {
    const struct tri *t = (const void *)s;
    return snprintf(buf, n, "tri %d-%d-%d", t->a, t->b, t->c);
}
static const struct shape_vtbl tri_vt = {"tri", tri_area, tri_perim, tri_scale, tri_describe};

typedef double (*metric_fn)(const struct shape *);
static metric_fn pick_metric(const char *name) {
    if (!strcmp(name, "area")) return rect_vt.area == NULL ? NULL : (metric_fn)0;
    return NULL;
}
static metric_fn metric_for(const struct shape *s, int which) { return which ? s->vt->perimeter : s->vt->area; }

typedef int (*handler)(int argc, const int32_t *argv);
static int h_sum(int argc, const int32_t *argv) { int s = 0; for (int i = 0; i < argc; i++) s += argv[i]; return s; }
static int h_max(int argc, const int32_t *argv) { int m = argv[0]; for (int i = 1; i < argc; i++) if (argv[i] > m) m = argv[i]; return m; }
static int h_count(int argc, const int32_t *argv) { (void)argv; return argc; }
static const struct { const char *name; handler fn; } commands[] = {{"sum", h_sum}, {"max", h_max}, {"count", h_count}};

int main(void) {
    struct rect r = {{&rect_vt, 1, 2}, 3, 4};
    struct square sq = {{{&square_vt, -5, 0}, 6, 6}, 100};
    struct tri tr = {{&tri_vt, 0, 0}, 3, 4, 5};
    struct tri tr2 = {{&tri_vt, 9, 9}, 5, 12, 13};
    struct shape *all[] = {&r.base, &sq.r.base, &tr.base, &tr2.base};
    char buf[96];
    double total = 0;
    for (int round = 0; round < 2; round++) {
        for (unsigned i = 0; i < 4; i++) {
            struct shape *s = all[i];
            s->vt->describe(s, buf, sizeof buf);
            printf("%-32s area %8.1f perimeter %6.1f\n", buf, s->vt->area(s), s->vt->perimeter(s));
            total += metric_for(s, (int)i & 1)(s);
            s->vt->scale(s, (int)i + 2);
        }
    }
    printf("total metric %.1f, pick_metric null %d\n", total, pick_metric("area") == NULL);
    const int32_t args[] = {4, -2, 19, 7, 7};
    for (unsigned i = 0; i < sizeof commands / sizeof commands[0]; i++)
        printf("%s -> %d\n", commands[i].name, commands[i].fn(5, args));
    return 0;
}
