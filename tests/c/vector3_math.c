/* 3-D vector math in double with by-value struct arguments and returns: dot, cross, scale,
   length via sqrt of perfect squares, normalization of axis-aligned vectors, and projection. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

typedef struct { double x, y, z; } v3;

static v3 add(v3 a, v3 b) { return (v3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static v3 sub(v3 a, v3 b) { return (v3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static v3 scale(v3 a, double k) { return (v3){a.x * k, a.y * k, a.z * k}; }
static double dot(v3 a, v3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static v3 cross(v3 a, v3 b) { return (v3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
static double len(v3 a) { return sqrt(dot(a, a)); }
static v3 proj(v3 a, v3 onto) { return scale(onto, dot(a, onto) / dot(onto, onto)); }
static void show(const char *l, v3 v) { printf("%s (%g, %g, %g)\n", l, v.x, v.y, v.z); }

int main(void) {
    v3 a = {1, 2, 2}, b = {2, -1, 0.5}, c = {0, 0, 4};
    show("a+b", add(a, b));
    show("a-b", sub(a, b));
    show("a*1.5", scale(a, 1.5));
    printf("a.b %g |a| %g |c| %g |(2,3,6)| %g\n", dot(a, b), len(a), len(c), len((v3){2, 3, 6}));
    show("axb", cross(a, b));
    show("bxa", cross(b, a));
    printf("a.(axb) %g\n", dot(a, cross(a, b)));
    show("norm c", scale(c, 1 / len(c)));
    show("proj a on c", proj(a, c));
    show("proj b on a", proj(b, (v3){0, 0.5, 0}));
    v3 acc = {0, 0, 0};
    for (int i = 0; i < 10; i++) acc = add(acc, scale((v3){i, -i, 0.5 * i}, 0.25));
    show("acc", acc);
    return 0;
}
