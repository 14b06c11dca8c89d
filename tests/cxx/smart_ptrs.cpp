// shared_ptr, unique_ptr and weak_ptr across exceptions, with custom deleters.
#include <cstdio>
#include <memory>
#include <stdexcept>

struct Res {
  int id;
  explicit Res(int i) : id(i) { std::printf("acquire %d\n", id); }
  ~Res() { std::printf("release %d\n", id); }
};

__attribute__((noinline)) void work(std::shared_ptr<Res> r, int fail) {
  auto local = std::make_unique<Res>(r->id * 10);
  std::printf("use_count in work %ld\n", r.use_count());
  if (fail) throw std::runtime_error("work failed");
}

int main() {
  std::weak_ptr<Res> watch;
  try {
    auto shared = std::make_shared<Res>(1);
    watch = shared;
    work(shared, 0);
    work(shared, 1);
  } catch (const std::exception &e) {
    std::printf("caught %s; expired %d\n", e.what(), (int)watch.expired());
  }
  {
    int deleted = 0;
    auto del = [&deleted](Res *p) { ++deleted; delete p; };
    std::unique_ptr<Res, decltype(del)> u(new Res(7), del);
    std::unique_ptr<Res, decltype(del)> moved = std::move(u);
    std::printf("u empty %d\n", (int)!u);
    moved.reset();
    std::printf("deleted %d\n", deleted);
  }
  return 0;
}
