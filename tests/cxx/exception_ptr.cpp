// exception_ptr, nested exceptions, and exceptions carried between calls.
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <vector>

__attribute__((noinline)) void open_file(int k) {
  if (k) throw std::runtime_error("cannot open");
}

__attribute__((noinline)) void load(int k) {
  try { open_file(k); }
  catch (...) { std::throw_with_nested(std::logic_error("load failed")); }
}

static void print_nested(const std::exception &e, int level) {
  std::printf("%*s%s\n", level * 2, "", e.what());
  try { std::rethrow_if_nested(e); }
  catch (const std::exception &inner) { print_nested(inner, level + 1); }
}

int main() {
  try { load(1); } catch (const std::exception &e) { print_nested(e, 0); }
  std::vector<std::exception_ptr> errors;
  for (int i = 0; i < 4; ++i) {
    try { if (i % 2) throw i; open_file(i); }
    catch (...) { errors.push_back(std::current_exception()); }
  }
  std::printf("%zu errors\n", errors.size());
  for (auto &p : errors) {
    try { std::rethrow_exception(p); }
    catch (int v) { std::printf("int %d\n", v); }
    catch (const std::exception &e) { std::printf("exception %s\n", e.what()); }
  }
  return 0;
}
