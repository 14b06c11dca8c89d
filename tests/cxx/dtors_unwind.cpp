// Destructors during unwinding: locals, arrays, temporaries, and partly built objects.
#include <cstdio>

static int live = 0;
struct Obj {
  int id;
  explicit Obj(int i) : id(i) {
    if (i == 13) { std::printf("ctor %d throws\n", i); throw i; }
    ++live; std::printf("ctor %d\n", id);
  }
  Obj(const Obj &o) : id(o.id + 100) { ++live; std::printf("copy %d\n", id); }
  ~Obj() { --live; std::printf("dtor %d\n", id); }
};

struct Pair { Obj a; Obj b; Pair(int x, int y) : a(x), b(y) {} };

__attribute__((noinline)) int use(const Obj &o) { if (o.id == 5) throw 5; return o.id; }

__attribute__((noinline)) void arrays() { Obj arr[3] = {Obj(1), Obj(2), Obj(13)}; (void)arr; }

__attribute__((noinline)) int temps() { return use(Obj(4)) + use(Obj(5)); }

int main() {
  try { arrays(); } catch (int v) { std::printf("arrays threw %d, live %d\n", v, live); }
  try { Pair p(3, 13); } catch (int v) { std::printf("pair threw %d, live %d\n", v, live); }
  try { std::printf("temps %d\n", temps()); } catch (int v) { std::printf("temps threw %d, live %d\n", v, live); }
  {
    Obj keep(20);
    try { Obj inner(21); throw 1.5; } catch (double d) { std::printf("double %g, live %d\n", d, live); }
  }
  std::printf("end live %d\n", live);
  return 0;
}
