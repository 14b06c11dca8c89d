// !interleave of code values: code when an element after the first is code, as llvm-tblgen folds it.
class C<code c> { code v = c; }
def x : C<!interleave([[{a}], [{b}]], ", ")>;
def y { code z = !interleave([[{a}], [{b}]], ", "); string s = !interleave(["a","b"], "-"); }
def y2 {
  string a1 = !interleave([[{a}], "b"], ",");
  string a2 = !interleave(["a", [{b}]], ",");
  string a3 = !interleave([[{a}]], ",");
  string a4 = !interleave(["a", "b"], [{,}]);
  string a5 = !interleave([]<code>, ",");
  string a6 = !interleave([1, 2], ",");
}
