class C { int a = 0; int b = 0; }
let a = 1 in {
  let b = 2 in def D : C;
  def E : C;
}
