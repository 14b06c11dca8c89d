; ERROR: in function f: inline assembly: two operands that need the same physical register at once
define { i64, i64 } @f() {
  %r = call { i64, i64 } asm "li a0, 1", "={x10},={x10}"()
  ret { i64, i64 } %r
}
