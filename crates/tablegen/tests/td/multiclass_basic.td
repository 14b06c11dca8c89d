class I<int n> { int num = n; }
multiclass M<int base> {
  def _a : I<base>;
  def _b : I<!add(base, 1)>;
}
defm X : M<10>;
defm Y : M<20>;
