// SSE2 packed vectors: element-wise arithmetic on every 128-bit type, lane builds and
// extracts, shuffles, reductions, vectorizable loops, and vector arguments and results
// passed to and from gcc's code (sse_packed_gcc.c) in XMM registers and on the stack.
#include <stdio.h>
#include <string.h>
typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
typedef long long v2l __attribute__((vector_size(16)));
typedef short v8s __attribute__((vector_size(16)));
typedef signed char v16c __attribute__((vector_size(16)));

v4f g_mix(v4f a, v4f b, double k, v2d c);
v4i g_many(v4i a, v4i b, v4i c, v4i d, v4i e, v4i f, v4i g, v4i h, v4i i, v4i j);
v2d g_call(v2d (*f)(v2d, v2d), v2d a, v2d b);

__attribute__((noinline)) v4f k_mix(v4f a, v4f b, double k, v2d c) {
  return (a + b) * (float)k - (v4f){(float)c[0], (float)c[1], 1.5f, -2.0f};
}
__attribute__((noinline)) v4i k_many(v4i a, v4i b, v4i c, v4i d, v4i e, v4i f, v4i g,
                                     v4i h, v4i i, v4i j) {
  return a + b * c - d + (e ^ f) + (g & h) + (i | j);
}
__attribute__((noinline)) v2d k_div(v2d a, v2d b) { return a / b + a * b; }

static void pf(const char *s, v4f v) { printf("%s %g %g %g %g\n", s, v[0], v[1], v[2], v[3]); }
static void pi(const char *s, v4i v) { printf("%s %d %d %d %d\n", s, v[0], v[1], v[2], v[3]); }

int ia[1024], ib[1024], ic[1024];
float fa[1024], fb[1024];
double da[512], db[512];

__attribute__((noinline)) void loops(int n, int s) {
  for (int i = 0; i < n; i++) ic[i] = ia[i] * s + ib[i];
  for (int i = 0; i < n; i++) fa[i] = fa[i] * 0.5f + fb[i];
  for (int i = 0; i < n / 2; i++) da[i] = da[i] * db[i] - 1.25;
}
__attribute__((noinline)) long long isum(int n) {
  long long s = 0;
  for (int i = 0; i < n; i++) s += ic[i];
  return s;
}
__attribute__((noinline)) int imul_red(int n) {
  int s = 1;
  for (int i = 0; i < n; i++) s = s * (ib[i] | 1) + ia[i];
  return s;
}

int main(void) {
  volatile int seed = 7;
  v4f a = {1.5f, -2.0f, 3.25f, (float)seed};
  v4f b = {0.5f, 4.0f, -1.0f, 1e30f};
  v2d c = {3.0, -0.125};
  pf("mix", k_mix(a, b, 2.0, c));
  pf("gmix", g_mix(a, b, -3.0, c));
  v4i x = {1, -2, 0x7fffffff, seed};
  v4i y = {-5, 6, 2, (int)0x80000000};
  pi("many", k_many(x, y, x, y, x, y, x, y, x, y));
  pi("gmany", g_many(x, y, x, y, x, y, x, y, x, y));
  v2d d = k_div(c, (v2d){0.5, 8.0});
  printf("div %g %g\n", d[0], d[1]);
  v2d e = g_call(k_div, c, (v2d){-2.0, 0.0});
  printf("call %g %g\n", e[0], e[1]);
  pi("mul", x * y);
  pi("shuf", __builtin_shufflevector(x, y, 3, 0, 5, 6));
  pf("shuff", __builtin_shufflevector(a, b, 1, 1, 6, 3));
  v8s s = {1, -2, 300, -32768, 32767, seed, 9, -9};
  v8s t = s * s + (v8s){1, 2, 3, 4, 5, 6, 7, 8} - s;
  for (int i = 0; i < 8; i++) printf("%d ", t[i]);
  printf("\n");
  v16c u = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -11, 12, 127, -128, (signed char)seed, 0};
  v16c w = u + u - (v16c){3} ^ u;
  for (int i = 0; i < 16; i++) printf("%d ", w[i]);
  printf("\n");
  v2l l = {0x123456789abcdefLL, -seed};
  l = l + l - (v2l){1, 2};
  printf("%lld %lld\n", l[0], l[1]);
  float red = 0;
  for (int i = 0; i < 4; i++) red += a[i] * b[i];
  printf("dot %g\n", red);
  for (int i = 0; i < 1024; i++) {
    ia[i] = i * 37 - 500;
    ib[i] = i ^ 0x55;
    fa[i] = i * 0.25f;
    fb[i] = (float)(i % 7);
  }
  for (int i = 0; i < 512; i++) {
    da[i] = i * 1.5;
    db[i] = 1.0 / (i + 1);
  }
  loops(1021, seed);
  printf("loops %lld %d %g %g %g\n", isum(1021), imul_red(1000), fa[1020], fa[3], da[509]);
  int k = seed;
  printf("lane %d %g\n", x[k & 3], a[(k + 1) & 3]);
  return 0;
}
