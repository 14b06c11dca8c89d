; An atomicrmw on an i256 (32 bytes, wider than any libatomic call) is refused with an
; error naming the function and the instruction, at every level (`not` fails on a crash).
; RUN: not kiln -mtriple=riscv64-linux-gnu -O0 %s -o %t.s 2>&1 | FileCheck %s
; RUN: not kiln -mtriple=riscv64-linux-gnu -O2 %s -o %t.s 2>&1 | FileCheck %s
; CHECK: kiln: error: in function add: an atomic access of 32 bytes ('atomicrmw' instruction) is not supported
; CHECK-SAME: `%o = atomicrmw add ptr %p, i256 1 seq_cst`
define i256 @add(ptr %p) {
  %o = atomicrmw add ptr %p, i256 1 seq_cst
  ret i256 %o
}
