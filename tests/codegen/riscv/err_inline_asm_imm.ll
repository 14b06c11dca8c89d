; ERROR: in function f: inline assembly: value out of range for constraint 'I'
define i64 @f(i64 %x) {
  %r = call i64 asm "addi $0, $1, $2", "=r,r,I"(i64 %x, i64 5000)
  ret i64 %r
}
