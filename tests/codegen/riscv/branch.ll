; A compare feeding a branch becomes one conditional branch on the two argument registers,
; inverted at -O2 as llc-22 -O2 inverts it (`a < b` branches to the `ge` block with bge), so
; the `lt` block falls through right after it: it returns b (a1 copied to a0), the `ge`
; block returns a (already in a0). At -O0 the branch is the same compare on a copy of a.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; CHECK-LABEL: max:
; O0:      bge [[A:[a-z0-9]+]], a1, [[GE:\.LBB0_[0-9]+]]
; O0:      [[GE]]:
; O0:      ret
; O2:      .cfi_startproc
; O2-NEXT: bge a0, a1, [[GE:\.LBB0_[0-9]+]]
; O2-NOT:  {{^[[:space:]]+[a-z]}}
; O2:      mv a0, a1
; O2:      [[GE]]:
; O2-NEXT: ret
; CHECK:   .cfi_endproc
define i64 @max(i64 %a, i64 %b) {
entry:
  %c = icmp slt i64 %a, %b
  br i1 %c, label %lt, label %ge
lt:
  ret i64 %b
ge:
  ret i64 %a
}
