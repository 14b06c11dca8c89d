// Exceptions the standard library throws: at(), stoi, and user-thrown standard types.
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

int main() {
  std::vector<int> v{1, 2, 3};
  try { std::printf("%d\n", v.at(7)); }
  catch (const std::out_of_range &e) { std::printf("out_of_range caught\n"); }
  const char *inputs[] = {"12", "-7", "abc", "99999999999999999999"};
  for (const char *s : inputs) {
    try { std::printf("stoi(%s) = %d\n", s, std::stoi(s)); }
    catch (const std::invalid_argument &) { std::printf("stoi(%s): invalid_argument\n", s); }
    catch (const std::out_of_range &) { std::printf("stoi(%s): out_of_range\n", s); }
  }
  std::map<std::string, int> m{{"a", 1}};
  try { std::printf("%d\n", m.at("b")); }
  catch (const std::exception &e) { std::printf("map.at threw a std::exception\n"); }
  try { throw std::overflow_error("too big"); }
  catch (const std::runtime_error &e) { std::printf("runtime_error: %s\n", e.what()); }
  try { std::string s("abc"); s.substr(10); }
  catch (const std::out_of_range &) { std::printf("substr out_of_range\n"); }
  return 0;
}
