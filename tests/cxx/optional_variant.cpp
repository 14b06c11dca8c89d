// std::optional and std::variant, with their bad-access exceptions.
#include <cstdio>
#include <optional>
#include <string>
#include <variant>

using Value = std::variant<int, double, std::string>;

struct Printer {
  void operator()(int i) const { std::printf("int %d\n", i); }
  void operator()(double d) const { std::printf("double %.2f\n", d); }
  void operator()(const std::string &s) const { std::printf("string %s\n", s.c_str()); }
};

std::optional<int> parse(const char *s) {
  int v = 0;
  for (; *s; ++s) { if (*s < '0' || *s > '9') return std::nullopt; v = v * 10 + (*s - '0'); }
  return v;
}

int main() {
  Value vals[] = {7, 2.5, std::string("text")};
  for (auto &v : vals) std::visit(Printer{}, v);
  try { std::printf("%d\n", std::get<int>(vals[1])); }
  catch (const std::bad_variant_access &) { std::printf("bad_variant_access\n"); }
  for (const char *s : {"123", "12a"}) {
    auto o = parse(s);
    std::printf("%s -> %s %d\n", s, o ? "value" : "none", o.value_or(-1));
    try { std::printf("value %d\n", o.value()); }
    catch (const std::bad_optional_access &) { std::printf("bad_optional_access\n"); }
  }
  return 0;
}
