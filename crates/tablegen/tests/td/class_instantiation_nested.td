class Pair<int a, int b> { int x = a; int y = b; }
class Box<Pair p> { int sum = !add(p.x, p.y); }
def B : Box<Pair<2, 3>>;
