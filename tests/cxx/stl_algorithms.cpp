// Containers and algorithms: set, list, deque, priority_queue, sort with comparators.
#include <algorithm>
#include <cstdio>
#include <deque>
#include <list>
#include <numeric>
#include <queue>
#include <set>
#include <vector>

int main() {
  std::set<int> s;
  for (int i = 0; i < 50; ++i) s.insert((i * 13) % 17);
  std::printf("set size %zu min %d max %d\n", s.size(), *s.begin(), *s.rbegin());
  std::list<int> l(s.begin(), s.end());
  l.remove_if([](int x) { return x & 1; });
  l.reverse();
  for (int x : l) std::printf("%d ", x);
  std::printf("\n");
  std::deque<int> d;
  for (int i = 0; i < 10; ++i) { if (i % 2) d.push_front(i); else d.push_back(i); }
  for (int x : d) std::printf("%d ", x);
  std::printf("\n");
  std::priority_queue<int, std::vector<int>, std::greater<int>> pq;
  for (int x : {5, 1, 9, 3, 7}) pq.push(x);
  while (!pq.empty()) { std::printf("%d ", pq.top()); pq.pop(); }
  std::printf("\n");
  std::vector<int> v(20);
  std::iota(v.begin(), v.end(), -10);
  std::sort(v.begin(), v.end(), [](int a, int b) { return a * a < b * b || (a * a == b * b && a < b); });
  for (int x : v) std::printf("%d ", x);
  std::printf("\nmax_element %d count %ld\n", *std::max_element(v.begin(), v.end()),
              (long)std::count_if(v.begin(), v.end(), [](int x) { return x > 3; }));
  return 0;
}
