// The gcc -O2 side of sse_packed.c: vector arguments and results through the psABI.
typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
v4f k_mix(v4f a, v4f b, double k, v2d c);
v4i k_many(v4i a, v4i b, v4i c, v4i d, v4i e, v4i f, v4i g, v4i h, v4i i, v4i j);

v4f g_mix(v4f a, v4f b, double k, v2d c) { return k_mix(b, a, k, c) + (v4f){1, 2, 3, 4}; }
v4i g_many(v4i a, v4i b, v4i c, v4i d, v4i e, v4i f, v4i g, v4i h, v4i i, v4i j) {
  return k_many(j, i, h, g, f, e, d, c, b, a) * 3;
}
v2d g_call(v2d (*f)(v2d, v2d), v2d a, v2d b) { return f(a, b) + f(b, a); }
