def ops; def a; def b;
class C<dag d> { dag doubled = !foreach(x, d, !if(!eq(!cast<string>(x), "a"), b, x)); }
def X : C<(ops a, b, a)>;
