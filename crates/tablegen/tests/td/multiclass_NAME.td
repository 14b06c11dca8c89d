multiclass M {
  def NAME;
  def NAME # _suffix;
  def pre_ # NAME;
  def "str_" # NAME # "_end";
}
defm Foo : M;
