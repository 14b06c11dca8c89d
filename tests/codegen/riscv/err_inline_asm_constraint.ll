; ERROR: in function f: inline assembly: constraint 'Q'
define i64 @f(i64 %x) {
  %r = call i64 asm "addi $0, $1, 1", "=r,Q"(i64 %x)
  ret i64 %r
}
