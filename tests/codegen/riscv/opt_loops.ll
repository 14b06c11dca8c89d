; -O2 machine passes around loops. machine-cse: an instruction recomputing a value an
; instruction in a dominating block computed is deleted (at -O2 one divu, whose quotient is
; added to itself; checked on llc-22 -O2 too; at -O0 both divisions stay). phi-input-sink (kiln
; -O2): a loop counter's increment moves below the counter's last use, so the counter and its
; next value share a register (addi i, i, 1) and the back edge needs no copy, and loop
; strength reduction turns the addresses of x[i] and y[i] into two pointers stepped by 4 (no
; shift in the loop; the bound is not a constant, so i stays). llc-22 also replaces i by a
; down-counter, so axpy is checked on kiln only. The run test is run/opt_loops.ll.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2,KO2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; CHECK-LABEL: cse_dom:
; O0:         divu {{[a-z0-9]+}}, a0, a1
; O0:         divu {{[a-z0-9]+}}, {{[a-z0-9]+}}, {{[a-z0-9]+}}
; O2:         divu [[Q:[a-z0-9]+]], a0, a1
; O2-NOT:     divu
; O2:         add a0, [[Q]], [[Q]]
; O2-NOT:     divu
; CHECK:      ret
; CHECK-LABEL: axpy:
; KO2:        [[LOOP:\.LBB1_[0-9]+]]:{{[[:space:]]+}}lw
; KO2-NOT:    {{slli|mv}}
; KO2:        sw {{[a-z0-9]+}}, 0({{[a-z0-9]+}})
; KO2-NEXT:   addi [[I:[a-z0-9]+]], [[I]], 1
; KO2-NOT:    {{slli|mv}}
; KO2:        bne [[I]], {{[a-z0-9]+}}, [[LOOP]]
; CHECK:      ret
define i64 @cse_dom(i64 %x, i64 %y, i1 %c) {
entry:
  %a = udiv i64 %x, %y
  br i1 %c, label %t, label %f
t:
  %b = udiv i64 %x, %y
  %s = add i64 %a, %b
  ret i64 %s
f:
  ret i64 %a
}

define void @axpy(ptr noalias %y, ptr noalias %x, i32 signext %a, i32 signext %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit
pre:
  %wide = zext nneg i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %px = getelementptr inbounds i32, ptr %x, i64 %i
  %vx = load i32, ptr %px, align 4
  %m = mul nsw i32 %vx, %a
  %py = getelementptr inbounds i32, ptr %y, i64 %i
  %vy = load i32, ptr %py, align 4
  %s = add nsw i32 %vy, %m
  store i32 %s, ptr %py, align 4
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, %wide
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
