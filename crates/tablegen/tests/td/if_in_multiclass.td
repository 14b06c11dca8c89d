multiclass M<bit b> {
  if b then def _on; else def _off;
}
defm X : M<1>;
defm Y : M<0>;
