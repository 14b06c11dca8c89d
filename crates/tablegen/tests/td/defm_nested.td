multiclass Inner<int v> { def _i { int x = v; } }
multiclass Outer<int v> {
  defm _o : Inner<v>;
  defm NAME # _p : Inner<!add(v, 1)>;
}
defm T : Outer<5>;
