// A constructor that throws inside a new-expression: the memory is freed, built members destroyed.
#include <cstdio>
#include <cstdlib>
#include <new>

static int allocs = 0, frees = 0;
void *operator new(std::size_t n) { ++allocs; void *p = std::malloc(n); if (!p) throw std::bad_alloc(); return p; }
void operator delete(void *p) noexcept { if (p) ++frees; std::free(p); }
void operator delete(void *p, std::size_t) noexcept { if (p) ++frees; std::free(p); }

struct Part { int id; explicit Part(int i) : id(i) { std::printf("part %d\n", id); } ~Part() { std::printf("~part %d\n", id); } };
struct Machine {
  Part a, b;
  int *buf;
  Machine(int fail) : a(1), b(2), buf(new int[4]) {
    if (fail) { delete[] buf; throw fail; }
    std::printf("machine ready\n");
  }
  ~Machine() { delete[] buf; std::printf("~machine\n"); }
};

int main() {
  for (int f = 0; f < 2; ++f) {
    try {
      Machine *m = new Machine(f);
      delete m;
    } catch (int e) {
      std::printf("construction failed with %d\n", e);
    }
  }
  std::printf("allocs %d frees %d\n", allocs, frees);
  return 0;
}
