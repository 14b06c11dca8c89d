class R { int n = 0; }
defset list<R> Regs = {
  def R0 : R;
  def R1 : R { let n = 1; }
  foreach i = 2-3 in def R # i : R { let n = i; }
}
def All { list<R> regs = Regs; }
