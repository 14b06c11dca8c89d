// std::map and std::unordered_map: word counts, ordered iteration, erase, lookups.
#include <cstdio>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

int main() {
  const char *text = "the quick brown fox jumps over the lazy dog the fox";
  std::map<std::string, int> counts;
  std::unordered_map<std::string, int> first_pos;
  std::string word;
  int pos = 0;
  for (const char *p = text;; ++p) {
    if (*p == ' ' || *p == 0) {
      if (!word.empty()) {
        ++counts[word];
        first_pos.emplace(word, pos++);
        word.clear();
      }
      if (*p == 0) break;
    } else {
      word += *p;
    }
  }
  for (auto &kv : counts) std::printf("%s=%d(first %d) ", kv.first.c_str(), kv.second, first_pos[kv.first]);
  std::printf("\n");
  counts.erase("the");
  auto it = counts.lower_bound("f");
  std::printf("after erase: %zu words, lower_bound(f)=%s\n", counts.size(), it->first.c_str());
  std::map<int, std::vector<int>> buckets;
  for (int i = 0; i < 30; ++i) buckets[i % 7].push_back(i);
  for (auto &b : buckets) std::printf("%d:%zu ", b.first, b.second.size());
  std::printf("\nfind missing: %s\n", first_pos.find("cat") == first_pos.end() ? "no" : "yes");
  return 0;
}
