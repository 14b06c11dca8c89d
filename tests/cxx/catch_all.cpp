// catch (...) of every kind of thrown value, and a handler that inspects with rethrow.
#include <cstdio>
#include <string>

enum class Color { Red, Green };
struct S { int v; };

__attribute__((noinline)) void raise(int k) {
  switch (k) {
  case 0: throw 42;
  case 1: throw 3.25;
  case 2: throw "c string";
  case 3: throw std::string("std string");
  case 4: throw Color::Green;
  case 5: throw S{9};
  case 6: { static int x = 5; throw &x; }
  default: throw 'c';
  }
}

static const char *classify() {
  try { throw; }
  catch (int) { return "int"; }
  catch (double) { return "double"; }
  catch (const char *) { return "const char*"; }
  catch (const std::string &) { return "std::string"; }
  catch (Color) { return "Color"; }
  catch (S) { return "S"; }
  catch (int *) { return "int*"; }
  catch (...) { return "something else"; }
}

int main() {
  int count = 0;
  for (int k = 0; k < 8; ++k) {
    try { raise(k); }
    catch (...) { ++count; std::printf("%d: caught (%s)\n", k, classify()); }
  }
  std::printf("count %d\n", count);
  return 0;
}
