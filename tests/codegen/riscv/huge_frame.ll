; A frame beyond 2 GiB: 3000000000 bytes and ra's 8 rounded to 16 is 3000000016; the size
; and ra's offset (3000000008, CFA-8) are materialized by a full `li` (which the assembler
; expands into lui/addi/slli) into a scratch register, in the prologue, the epilogue and the
; frame-index addressing. (llc-22 splits the adjustment in two instead.)
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; CHECK-LABEL: huge_frame:
; CHECK:      .cfi_startproc
; CHECK-NEXT: li [[T:[a-z0-9]+]], -3000000016
; CHECK-NEXT: add sp, sp, [[T]]
; CHECK-NEXT: .cfi_def_cfa_offset 3000000016
; CHECK-NEXT: li [[U:[a-z0-9]+]], 3000000008
; CHECK-NEXT: add [[U]], sp, [[U]]
; CHECK-NEXT: sd ra, 0([[U]])
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: addi a0, sp, 8
; CHECK-NEXT: call use
; CHECK-NEXT: li [[V:[a-z0-9]+]], 3000000008
; CHECK-NEXT: add [[V]], sp, [[V]]
; CHECK-NEXT: ld ra, 0([[V]])
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: li [[W:[a-z0-9]+]], 3000000016
; CHECK-NEXT: add sp, sp, [[W]]
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare void @use(ptr)
define void @huge_frame() {
  %a = alloca [3000000000 x i8], align 1
  call void @use(ptr %a)
  ret void
}
