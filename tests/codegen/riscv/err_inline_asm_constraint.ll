; An inline-asm constraint RISC-V does not have ('Q') is refused, naming the call.
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function f: inline assembly: constraint 'Q'
; CHECK-SAME: `%r = call i64 asm "addi $0, $1, 1", "=r,Q"(i64 %x)`
define i64 @f(i64 %x) {
  %r = call i64 asm "addi $0, $1, 1", "=r,Q"(i64 %x)
  ret i64 %r
}
