// Nested try blocks; exceptions thrown from handlers; a catch that swallows and one that converts.
#include <cstdio>
#include <stdexcept>
#include <string>

struct Log { std::string s; ~Log() { std::printf("log: %s\n", s.c_str()); } };

__attribute__((noinline)) void level3(int k) { Log l{"level3"}; if (k) throw std::invalid_argument("bad " + std::to_string(k)); }

__attribute__((noinline)) void level2(int k) {
  Log l{"level2"};
  try {
    level3(k);
  } catch (const std::invalid_argument &e) {
    Log h{"handler2"};
    if (k > 1) throw std::runtime_error(std::string("converted: ") + e.what());
    std::printf("level2 swallowed %s\n", e.what());
  }
}

int main() {
  for (int k = 0; k < 3; ++k) {
    try {
      try {
        level2(k);
        std::printf("k=%d completed\n", k);
      } catch (const std::logic_error &e) {
        std::printf("inner: logic_error %s\n", e.what());
      }
    } catch (const std::runtime_error &e) {
      std::printf("outer: runtime_error %s\n", e.what());
    }
  }
  return 0;
}
