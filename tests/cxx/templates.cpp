// Templates: class and function templates, specialization, variadic packs, constexpr.
#include <cstdio>

template <typename T, int N> struct Stack {
  T data[N];
  int top = 0;
  bool push(T v) { if (top == N) return false; data[top++] = v; return true; }
  T pop() { return data[--top]; }
};

template <typename T> T maxof(T a, T b) { return a < b ? b : a; }
template <> const char *maxof(const char *a, const char *b) { return a[0] < b[0] ? b : a; }

template <typename... Ts> long sum(Ts... xs) { return (0L + ... + static_cast<long>(xs)); }

template <int N> struct Fact { static constexpr long value = N * Fact<N - 1>::value; };
template <> struct Fact<0> { static constexpr long value = 1; };

template <typename F> int apply_n(F f, int n, int x) { for (int i = 0; i < n; ++i) x = f(x); return x; }

int main() {
  Stack<double, 4> s;
  for (int i = 0; i < 6; ++i) std::printf("push %d: %d\n", i, s.push(i * 1.5));
  while (s.top) std::printf("pop %.1f\n", s.pop());
  std::printf("%d %.1f %s\n", maxof(3, 9), maxof(2.5, -1.0), maxof("pear", "apple"));
  std::printf("sum %ld\n", sum(1, 2u, 3L, 'a', (short)5));
  std::printf("10! = %ld\n", Fact<10>::value);
  std::printf("apply %d\n", apply_n([](int v) { return v * 3 + 1; }, 5, 1));
  return 0;
}
