// std::string: building, searching, replacing, comparing, numeric conversions.
#include <cstdio>
#include <string>

int main() {
  std::string s = "Hello";
  s += ", ";
  s.append("world");
  s.push_back('!');
  std::printf("%s (len %zu)\n", s.c_str(), s.size());
  std::size_t p = s.find("world");
  std::printf("find world at %zu, rfind l at %zu\n", p, s.rfind('l'));
  s.replace(p, 5, "kiln");
  std::printf("%s\n", s.c_str());
  std::string upper;
  for (char c : s) upper += (c >= 'a' && c <= 'z') ? char(c - 32) : c;
  std::printf("%s\n", upper.c_str());
  std::string num = std::to_string(12345) + "/" + std::to_string(-6.5);
  std::printf("%s\n", num.c_str());
  std::string a = "apple", b = "apricot";
  std::printf("compare %d %d\n", a.compare(b) < 0, a.substr(0, 2) == b.substr(0, 2));
  std::string longstr(100, 'x');
  longstr.insert(50, "MIDDLE");
  std::printf("%zu %s\n", longstr.size(), longstr.substr(48, 10).c_str());
  return 0;
}
