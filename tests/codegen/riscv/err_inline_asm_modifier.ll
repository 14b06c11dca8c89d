; ERROR: in function f: inline assembly: unknown operand modifier 'q'
define i64 @f(i64 %x) {
  %r = call i64 asm "addi $0, $1, ${1:q}", "=r,r"(i64 %x)
  ret i64 %r
}
