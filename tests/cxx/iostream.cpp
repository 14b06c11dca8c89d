// iostreams: cout formatting, stringstream parsing, manipulators.
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

int main() {
  std::cout << "ints " << 42 << ' ' << -7 << " hex " << std::hex << 255 << std::dec << '\n';
  std::cout << std::fixed << std::setprecision(3) << 3.14159 << ' ' << std::setw(8) << 2.5 << '\n';
  std::istringstream in("10 20 thirty 40");
  int a, b;
  std::string w;
  int d;
  in >> a >> b >> w >> d;
  std::cout << "parsed " << a + b << ' ' << w << ' ' << d << '\n';
  std::ostringstream out;
  for (int i = 0; i < 5; ++i) out << i * i << (i < 4 ? "," : "");
  std::cout << "squares " << out.str() << '\n';
  std::cout << std::boolalpha << true << ' ' << std::left << std::setw(6) << "ab" << '|' << '\n';
  return 0;
}
