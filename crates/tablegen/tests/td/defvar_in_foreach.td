foreach i = [1, 2, 3] in {
  defvar sq = !mul(i, i);
  def D # i { int v = sq; }
}
