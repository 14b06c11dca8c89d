// Catch by base class: single and multiple inheritance, the most-derived handler order.
#include <cstdio>

struct Base { virtual ~Base() {} virtual const char *name() const { return "Base"; } int code = 1; };
struct Mid : Base { const char *name() const override { return "Mid"; } };
struct Leaf : Mid { const char *name() const override { return "Leaf"; } };
struct Other { virtual ~Other() {} int tag = 7; };
struct Both : Base, Other { const char *name() const override { return "Both"; } };

__attribute__((noinline)) void raise(int k) {
  switch (k) {
  case 0: throw Base();
  case 1: throw Mid();
  case 2: throw Leaf();
  case 3: throw Both();
  default: throw Other();
  }
}

int main() {
  for (int k = 0; k < 5; ++k) {
    try {
      try {
        raise(k);
      } catch (const Leaf &l) {
        std::printf("%d: caught Leaf as Leaf (%s)\n", k, l.name());
      } catch (const Mid &m) {
        std::printf("%d: caught as Mid (%s)\n", k, m.name());
      } catch (const Other &o) {
        std::printf("%d: caught as Other tag %d\n", k, o.tag);
        throw;
      }
    } catch (Base &b) {
      b.code += k;
      std::printf("%d: outer caught as Base (%s) code %d\n", k, b.name(), b.code);
    } catch (Other &o) {
      std::printf("%d: outer caught Other tag %d\n", k, o.tag);
    }
  }
  return 0;
}
