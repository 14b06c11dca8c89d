// noexcept functions that catch inside, function-try-blocks, and destructors in handlers.
#include <cstdio>
#include <stdexcept>

struct Guard { int n; ~Guard() { std::printf("guard %d released\n", n); } };

__attribute__((noinline)) int risky(int x) {
  if (x % 2) throw std::runtime_error("odd");
  return x / 2;
}

__attribute__((noinline)) int safe(int x) noexcept {
  Guard g{x};
  try {
    return risky(x);
  } catch (const std::exception &e) {
    std::printf("safe(%d) handled %s\n", x, e.what());
    return -1;
  }
}

struct Widget {
  int v;
  explicit Widget(int x) try : v(risky(x)) {
    std::printf("widget %d built\n", v);
  } catch (const std::exception &e) {
    std::printf("widget ctor failed: %s\n", e.what());
  }
};

int main() {
  for (int i = 0; i < 4; ++i) std::printf("safe(%d) = %d\n", i, safe(i));
  for (int i = 2; i < 4; ++i) {
    try { Widget w(i); std::printf("got %d\n", w.v); }
    catch (const std::runtime_error &e) { std::printf("rethrown from ctor: %s\n", e.what()); }
  }
  std::printf("noexcept(safe) = %d, noexcept(risky) = %d\n", (int)noexcept(safe(0)), (int)noexcept(risky(0)));
  return 0;
}
