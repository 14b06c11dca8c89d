foreach n = ["a", "b", "c"] in
  def N # n { string name = n; }
