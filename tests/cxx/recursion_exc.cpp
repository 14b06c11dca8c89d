// An exception thrown deep in a recursion unwinds every frame, each with a destructor.
#include <cstdio>
#include <initializer_list>

static int destroyed = 0;
struct Frame { int depth; ~Frame() { ++destroyed; } };

__attribute__((noinline)) long descend(int depth, int limit, long acc) {
  Frame f{depth};
  if (depth == limit) throw acc;
  return descend(depth + 1, limit, acc + depth * f.depth) + 1;
}

int main() {
  for (int limit : {1, 10, 200, 5000}) {
    destroyed = 0;
    try { descend(0, limit, 0); }
    catch (long v) { std::printf("limit %d: caught %ld, %d frames destroyed\n", limit, v, destroyed); }
  }
  return 0;
}
