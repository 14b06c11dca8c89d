// The gcc -O2 side of byval_realign.c: the same byval signatures, compiled by gcc, called
// by kiln's code and calling it.
struct big { long a, b, c; };
struct odd { char c[23]; };
struct al16 { _Alignas(16) long x; int y; };

long kiln_sum_big(struct big b, int k, struct odd o);
long kiln_stack_mix(long a, long b, long c, long d, long e, long f, struct al16 s, long g,
                    struct big t);

long gcc_sum_big(struct big b, int k, struct odd o) {
  long s = b.a * 100 + b.b * 10 + b.c + k;
  for (int i = 0; i < 23; i++) s += o.c[i] * (i + 1);
  return s;
}

long gcc_stack_mix(long a, long b, long c, long d, long e, long f, struct al16 s, long g,
                   struct big t) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * s.x + 8 * s.y + 9 * g + 10 * t.a +
         11 * t.b + 12 * t.c;
}

long gcc_call_back(void) {
  struct big b = {7, 8, 9};
  struct odd o;
  for (int i = 0; i < 23; i++) o.c[i] = (char)(50 - i);
  struct al16 s = {-3, 9};
  return kiln_sum_big(b, 1, o) * 1000 + kiln_stack_mix(6, 5, 4, 3, 2, 1, s, 0, b);
}

// Which of the three locals are aligned as declared (bit k for the k-th), seen by code
// that cannot fold the check away.
long gcc_alignments(const void *p64, const void *p32, const void *p4096) {
  return ((unsigned long)p64 % 64 == 0) + 2 * ((unsigned long)p32 % 32 == 0) +
         4 * ((unsigned long)p4096 % 4096 == 0);
}
