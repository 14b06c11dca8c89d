// Dynamic exception specifications (C++14): filter clauses in the LSDA, std::unexpected. kiln-cxx-std: c++14
#include <cstdio>
#include <exception>
struct E {};
__attribute__((noinline)) void thrower(int k) { if (k == 1) throw 5; if (k == 2) throw E(); if (k == 3) throw 2.5; }
__attribute__((noinline)) void spec(int k) throw(int, E) { thrower(k); }
__attribute__((noinline)) void none(int k) throw() { if (k == 0) std::printf("none ok\n"); }
int main() {
  std::set_unexpected([] { std::printf("unexpected\n"); throw E(); });
  for (int k = 0; k < 4; ++k) {
    try { spec(k); std::printf("%d: no throw\n", k); }
    catch (int v) { std::printf("%d: int %d\n", k, v); }
    catch (E &) { std::printf("%d: E\n", k); }
  }
  none(0);
  return 0;
}
