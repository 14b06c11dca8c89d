// Throwing and catching in loops, with integer and floating-point values live across invokes.
#include <cstdio>

__attribute__((noinline)) int check(int i) { if (i % 3 == 0) throw i; return i * 2; }
__attribute__((noinline)) double scale(double x, int i) { if (i % 5 == 4) throw x; return x * 1.5; }

int main() {
  long sum = 0;
  double fsum = 0.0;
  int caught = 0, fcaught = 0;
  double x = 1.0;
  for (int i = 0; i < 1000; ++i) {
    int before = i * 7;
    double keep = x + i;
    try {
      sum += check(i) + before;
      x = scale(x, i);
      if (x > 1e6) x = 1.0;
    } catch (int v) {
      ++caught;
      sum -= v - before;
      fsum += keep;
    } catch (double d) {
      ++fcaught;
      fsum += d * 0.5 - keep;
      x = 2.0;
    }
  }
  std::printf("sum %ld caught %d fcaught %d fsum %.3f x %.3f\n", sum, caught, fcaught, fsum, x);
  return 0;
}
