class C { int a = 0; string s = "x"; }
let a = 5 in def D : C;
let a = 6, s = "y" in {
  def E : C;
  def F : C { let a = 7; }
}
