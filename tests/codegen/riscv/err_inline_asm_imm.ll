; An 'I' operand (a 12-bit signed immediate) of 5000 is out of range: refused, naming the call.
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function f: inline assembly: value out of range for constraint 'I'
; CHECK-SAME: `%r = call i64 asm "addi $0, $1, $2", "=r,r,I"(i64 %x, i64 5000)`
define i64 @f(i64 %x) {
  %r = call i64 asm "addi $0, $1, $2", "=r,r,I"(i64 %x, i64 5000)
  ret i64 %r
}
