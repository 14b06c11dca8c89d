multiclass M<int n> {
  defvar m = !add(n, 100);
  def _a { int v = m; }
}
defm X : M<1>;
