def ops; def a; def b;
foreach p = [(ops a), (ops b)] in {
  defvar op = !getdagop(p);
  def D # !cast<string>(!getdagarg<ops>(p, 0)) { dag pat = p; }
}
