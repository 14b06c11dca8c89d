// Lambdas and std::function: captures, exceptions thrown through std::function calls.
#include <cstdio>
#include <functional>
#include <stdexcept>
#include <vector>

__attribute__((noinline)) int run_all(const std::vector<std::function<int(int)>> &fs, int x) {
  int acc = 0;
  for (auto &f : fs) acc += f(x);
  return acc;
}

int main() {
  int base = 10;
  std::vector<std::function<int(int)>> fs;
  fs.push_back([base](int v) { return v + base; });
  fs.push_back([&base](int v) { base += v; return base; });
  fs.push_back([](int v) { if (v > 5) throw std::domain_error("too large"); return v * v; });
  for (int x : {1, 3, 7, 2}) {
    try {
      int r = run_all(fs, x);
      std::printf("x=%d -> %d (base %d)\n", x, r, base);
    } catch (const std::domain_error &e) {
      std::printf("x=%d threw %s (base %d)\n", x, e.what(), base);
    }
  }
  auto counter = [n = 0]() mutable { return ++n; };
  counter(); counter();
  std::printf("counter %d\n", counter());
  std::function<long(int)> fib = [&](int n) -> long { return n < 2 ? n : fib(n - 1) + fib(n - 2); };
  std::printf("fib(20) = %ld\n", fib(20));
  return 0;
}
