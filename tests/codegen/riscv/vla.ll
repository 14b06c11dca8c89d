; A dynamic alloca: the frame pointer s0 (CFA - 0) becomes the CFA base for the body; the
; size n*4 is rounded up to the 16-byte stack alignment (+15, and -16) and subtracted from
; sp, which then is the new object's address; before the reloads sp is recomputed from s0
; and the CFA moved back to sp. Prologue, allocation and epilogue as llc-22 -O2 writes them,
; at every level.
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -regalloc=greedy -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s
; CHECK-LABEL: vla:
; CHECK:      .cfi_startproc
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: sd s0, 0(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s0, -16
; CHECK-NEXT: addi s0, sp, 16
; CHECK-NEXT: .cfi_def_cfa s0, 0
; CHECK:      slli [[B:[a-z0-9]+]], a0, 2
; CHECK-NEXT: addi [[R:[a-z0-9]+]], [[B]], 15
; CHECK-NEXT: andi [[S:[a-z0-9]+]], [[R]], -16
; CHECK-NEXT: sub [[P:[a-z0-9]+]], {{[a-z0-9]+}}, [[S]]
; CHECK-NEXT: mv sp, [[P]]
; CHECK:      call use
; CHECK-NEXT: addi sp, s0, -16
; CHECK-NEXT: .cfi_def_cfa sp, 16
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: ld s0, 0(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: .cfi_restore s0
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare void @use(ptr)
define void @vla(i64 %n) {
  %a = alloca i32, i64 %n, align 4
  call void @use(ptr %a)
  ret void
}
