class A;
defset list<A> Outer = {
  def a1 : A;
  defset list<A> Inner = { def a2 : A; }
}
def Use { list<A> o = Outer; list<A> i = Inner; }
