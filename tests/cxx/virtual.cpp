// Virtual calls: abstract bases, overriding, virtual destructors through base pointers.
#include <cstdio>
#include <memory>
#include <vector>

struct Shape {
  virtual ~Shape() { std::printf("~Shape\n"); }
  virtual double area() const = 0;
  virtual const char *name() const { return "shape"; }
};
struct Rect : Shape {
  double w, h;
  Rect(double w, double h) : w(w), h(h) {}
  ~Rect() override { std::printf("~Rect\n"); }
  double area() const override { return w * h; }
  const char *name() const override { return "rect"; }
};
struct Square : Rect {
  explicit Square(double s) : Rect(s, s) {}
  ~Square() override { std::printf("~Square\n"); }
  const char *name() const override { return "square"; }
};
struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.0 * r * r; }
};

int main() {
  std::vector<std::unique_ptr<Shape>> shapes;
  shapes.push_back(std::make_unique<Rect>(2, 3));
  shapes.push_back(std::make_unique<Square>(4));
  shapes.push_back(std::make_unique<Circle>(1.5));
  double total = 0;
  for (auto &s : shapes) {
    std::printf("%s %.2f\n", s->name(), s->area());
    total += s->area();
  }
  std::printf("total %.2f\n", total);
  shapes.clear();
  std::printf("cleared\n");
  return 0;
}
