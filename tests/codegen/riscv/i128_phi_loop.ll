; An i128 phi in an inner loop under an i32-counted outer loop: type legalization once
; deleted the i64 constant 0 shared by the i128 halves' extract_element nodes and the
; promoted `icmp ugt i32 %n2, 0`, so the outer latch lost its branch ("%bb.3 does not end
; in a terminator"). The i128 multiply by 3 takes the high part of the low half's product
; (mulhu); the inner latch compares k+1 with n unsigned; the outer latch decrements n in
; i32 (addiw) and branches on it being zero: at -O2 (and in llc-22) back to the outer loop
; while it is not (`bltu zero, n` or `bnez n`), at -O0, whose layout keeps the loop blocks
; first, to the exit when it is (`bgeu zero, n`), jumping back otherwise.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; CHECK-LABEL: f:
; CHECK:      [[OUTER:\.LBB0_[0-9]+]]:
; CHECK:      [[INNER:\.LBB0_[0-9]+]]:
; CHECK:      mulhu {{[a-z0-9]+}}, {{[a-z0-9]+}}, {{[a-z0-9]+}}
; O0:         bgeu [[K:[a-z0-9]+]], [[N:[a-z0-9]+]], [[IEXIT:\.LBB0_[0-9]+]]
; O0:         j [[INNER]]
; O0-NEXT:    [[IEXIT]]:
; O2:         bltu [[K:[a-z0-9]+]], [[N:[a-z0-9]+]], [[INNER]]
; CHECK-NOT:  {{^[[:space:]]+(j|b[a-z]+|jr|ret)( |$)}}
; CHECK:      addiw [[N2:[a-z0-9]+]], {{[a-z0-9]+}}, -1
; CHECK-NOT:  {{^[[:space:]]+(j|b[a-z]+|jr|ret)( |$)}}
; O0:         bgeu zero, [[N2]], [[EXIT:\.LBB0_[0-9]+]]
; O0:         j [[OUTER]]
; O0-NEXT:    [[EXIT]]:
; O2:         {{bltu zero, |bnez }}[[N2]], [[OUTER]]
; CHECK:      ret
define i64 @f(i128 %x) {
entry:
  br label %outer
outer:
  %n = phi i32 [20, %entry], [%n2, %outer.end]
  %acc = phi i128 [%x, %entry], [%p2, %outer.end]
  br label %inner
inner:
  %k = phi i32 [0, %outer], [%k2, %inner]
  %p = phi i128 [%acc, %outer], [%p2, %inner]
  %p2 = mul i128 %p, 3
  %k2 = add i32 %k, 1
  %c = icmp ult i32 %k2, %n
  br i1 %c, label %inner, label %outer.end
outer.end:
  %n2 = sub i32 %n, 1
  %d = icmp ugt i32 %n2, 0
  br i1 %d, label %outer, label %exit
exit:
  %t = trunc i128 %p2 to i64
  ret i64 %t
}
