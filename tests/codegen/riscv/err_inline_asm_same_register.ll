; Two outputs fixed to the same register (x10) are refused, naming the call.
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function f: inline assembly: two operands that need the same physical register at once
; CHECK-SAME: `%r = call { i64, i64 } asm "li a0, 1", "={x10},={x10}"()`
define { i64, i64 } @f() {
  %r = call { i64, i64 } asm "li a0, 1", "={x10},={x10}"()
  ret { i64, i64 } %r
}
