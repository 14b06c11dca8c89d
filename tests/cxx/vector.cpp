// std::vector: growth, sorting, erase-remove, nested vectors, move of elements.
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>

struct Item { std::string name; int weight; };

int main() {
  std::vector<int> v;
  for (int i = 0; i < 100; ++i) v.push_back((i * 37) % 101);
  std::sort(v.begin(), v.end());
  v.erase(std::remove_if(v.begin(), v.end(), [](int x) { return x % 3 == 0; }), v.end());
  std::printf("size %zu first %d last %d sum %d\n", v.size(), v.front(), v.back(),
              std::accumulate(v.begin(), v.end(), 0));
  std::vector<std::vector<int>> grid(5, std::vector<int>(4));
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 4; ++c) grid[r][c] = r * c;
  long total = 0;
  for (auto &row : grid) for (int x : row) total += x;
  std::printf("grid total %ld\n", total);
  std::vector<Item> items{{"lamp", 3}, {"book", 1}, {"desk", 20}, {"pen", 1}};
  std::stable_sort(items.begin(), items.end(),
                   [](const Item &a, const Item &b) { return a.weight < b.weight; });
  for (const auto &it : items) std::printf("%s:%d ", it.name.c_str(), it.weight);
  std::printf("\n");
  std::vector<std::string> moved;
  for (auto &it : items) moved.push_back(std::move(it.name));
  std::printf("moved %zu, last %s, reversed:", moved.size(), moved.back().c_str());
  std::reverse(moved.begin(), moved.end());
  for (auto &s : moved) std::printf(" %s", s.c_str());
  std::printf("\n");
  return 0;
}
