; ERROR: in function f: inline assembly: the template names operand 3, which does not exist
define i64 @f(i64 %x) {
  %r = call i64 asm "addi $0, $1, $3", "=r,r"(i64 %x)
  ret i64 %r
}
