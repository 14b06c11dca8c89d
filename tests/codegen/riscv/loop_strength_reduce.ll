; Loop strength reduction: in a loop over k, the addresses s + 8*k and d + 8*k become two
; pointers stepped by 8 each iteration, with the offsets of s[k+1] folded into the load, no
; shift or multiply left in the loop, and (the trip count being known) the exit compare made
; against an end pointer so that k itself disappears. Five loads from neighbouring rows
; (g[i-1][k], g[i+1][k], g[i][k-1], g[i][k+1], g[i][k]) share one pointer, each at its own
; constant offset. An address that something other than the loop's accesses reads (kept
; after the loop) is left as it was (llc-22 rewrites that loop too, counting n down: only
; kiln is checked there). Checked on kiln -O2 and on llc-22 -O2, which does the same; at -O0
; nothing changes (no recurrence). The run test is run/loop_strength_reduce.ll.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2,KO2
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,O2

; CHECK-LABEL: copy_scale:
; O0:         slli
; O2-NOT:     slli
; O2:         [[LOOP:\.LBB0_[0-9]+]]:
; O2-NOT:     {{slli|mul}}
; O2-DAG:     ld {{[a-z0-9]+}}, {{-?[0-9]+}}([[S:[a-z0-9]+]])
; O2-DAG:     sd {{[a-z0-9]+}}, 0([[D:[a-z0-9]+]])
; O2-DAG:     addi [[S]], [[S]], 8
; O2-DAG:     addi [[D]], [[D]], 8
; O2-NOT:     {{slli|mul}}
; O2:         bne {{[a-z0-9]+}}, {{[a-z0-9]+}}, [[LOOP]]
; CHECK:      ret
define void @copy_scale(ptr noalias %d, ptr noalias %s, i64 %f) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %ps = getelementptr inbounds i64, ptr %s, i64 %k
  %v = load i64, ptr %ps, align 8
  %k1 = add nuw nsw i64 %k, 1
  %ps1 = getelementptr inbounds i64, ptr %s, i64 %k1
  %w = load i64, ptr %ps1, align 8
  %m = mul i64 %v, %f
  %r = add i64 %m, %w
  %pd = getelementptr inbounds i64, ptr %d, i64 %k
  store i64 %r, ptr %pd, align 8
  %c = icmp eq i64 %k1, 100
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

; kiln: the row pointer starts at g[i-1][1] and the loads are at 0, 1024, 504, 520 and 512
; past it.
; CHECK-LABEL: stencil_row:
; O2:         [[LOOP:\.LBB1_[0-9]+]]:
; O2-NOT:     {{slli|mul}}
; O2-COUNT-5: fld {{[a-z0-9]+}}, {{-?[0-9]+}}([[P:[a-z0-9]+]])
; O2-NOT:     {{slli|mul}}
; KO2:        addi [[P]], [[P]], 8
; O2:         bne {{[a-z0-9]+}}, {{[a-z0-9]+}}, [[LOOP]]
; CHECK:      ret
define double @stencil_row(ptr %g, i64 %i, ptr %out) {
entry:
  %row = getelementptr inbounds [64 x double], ptr %g, i64 %i
  %up = getelementptr i8, ptr %row, i64 -512
  %down = getelementptr inbounds i8, ptr %row, i64 512
  br label %loop
loop:
  %k = phi i64 [ 1, %entry ], [ %k1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %pu = getelementptr inbounds double, ptr %up, i64 %k
  %u = load double, ptr %pu, align 8
  %pd = getelementptr inbounds double, ptr %down, i64 %k
  %dn = load double, ptr %pd, align 8
  %pc = getelementptr inbounds double, ptr %row, i64 %k
  %pl = getelementptr i8, ptr %pc, i64 -8
  %l = load double, ptr %pl, align 8
  %k1 = add nuw nsw i64 %k, 1
  %pr = getelementptr inbounds double, ptr %row, i64 %k1
  %r = load double, ptr %pr, align 8
  %c0 = load double, ptr %pc, align 8
  %s1 = fadd double %u, %dn
  %s2 = fadd double %s1, %l
  %s3 = fadd double %s2, %r
  %s4 = fadd double %s3, %c0
  %acc1 = fadd double %acc, %s4
  %c = icmp eq i64 %k1, 63
  br i1 %c, label %exit, label %loop
exit:
  ret double %acc1
}

; kiln: the address of a[k] is the loop's result too, so it is computed as before (shift and
; add) and no second pointer is made.
; CHECK-LABEL: find_first:
; KO2:        slli
; CHECK:      ret
define ptr @find_first(ptr %a, i64 %n, i32 %key) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %next ]
  %p = getelementptr inbounds i32, ptr %a, i64 %k
  %v = load i32, ptr %p, align 4
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %next
next:
  %k1 = add nuw nsw i64 %k, 1
  %c = icmp eq i64 %k1, %n
  br i1 %c, label %exit, label %loop
exit:
  %r = phi ptr [ %p, %loop ], [ null, %next ]
  ret ptr %r
}
