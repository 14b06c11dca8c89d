// Rethrow with `throw;`, through handlers in several frames, and exception_ptr.
#include <cstdio>
#include <exception>
#include <stdexcept>

struct Tracker {
  const char *name;
  explicit Tracker(const char *n) : name(n) { std::printf("enter %s\n", name); }
  ~Tracker() { std::printf("leave %s\n", name); }
};

__attribute__((noinline)) void thrower(int k) {
  Tracker t("thrower");
  if (k == 0) throw std::runtime_error("zero");
  if (k == 1) throw 17;
  throw std::logic_error("other");
}

__attribute__((noinline)) void middle(int k) {
  Tracker t("middle");
  try {
    thrower(k);
  } catch (const std::runtime_error &e) {
    std::printf("middle saw runtime_error(%s), rethrowing\n", e.what());
    throw;
  } catch (int v) {
    std::printf("middle saw int %d, rethrowing\n", v);
    throw;
  }
}

int main() {
  for (int k = 0; k < 3; ++k) {
    try {
      middle(k);
    } catch (const std::exception &e) {
      std::printf("main caught exception: %s\n", e.what());
    } catch (int v) {
      std::printf("main caught int %d\n", v);
    }
  }
  std::exception_ptr saved;
  try {
    thrower(0);
  } catch (...) {
    saved = std::current_exception();
  }
  try {
    std::rethrow_exception(saved);
  } catch (const std::runtime_error &e) {
    std::printf("rethrown from exception_ptr: %s\n", e.what());
  }
  return 0;
}
