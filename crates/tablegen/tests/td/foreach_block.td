foreach x = [1, 2] in {
  def A # x { int v = x; }
  def B # x { int v = !mul(x, 10); }
}
