; A frame larger than a 12-bit immediate: 8000 bytes of array and ra's 8 rounded up to 16 is
; 8016, which `addi` cannot add; the size goes through a scratch register (`li`, which is
; lui + addi) and `add`, and so does ra's slot at sp+8008 (CFA-8). The array is at sp+8.
; (llc-22 splits the adjustment in two instead, so its shape is not claimed here.)
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; CHECK-LABEL: big_frame:
; CHECK:      .cfi_startproc
; CHECK-NEXT: li [[T:[a-z0-9]+]], -8016
; CHECK-NEXT: add sp, sp, [[T]]
; CHECK-NEXT: .cfi_def_cfa_offset 8016
; CHECK-NEXT: li [[U:[a-z0-9]+]], 8008
; CHECK-NEXT: add [[U]], sp, [[U]]
; CHECK-NEXT: sd ra, 0([[U]])
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: addi a0, sp, 8
; CHECK-NEXT: call use
; CHECK-NEXT: li [[V:[a-z0-9]+]], 8008
; CHECK-NEXT: add [[V]], sp, [[V]]
; CHECK-NEXT: ld ra, 0([[V]])
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: li [[W:[a-z0-9]+]], 8016
; CHECK-NEXT: add sp, sp, [[W]]
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare void @use(ptr)
define void @big_frame() {
  %a = alloca [8000 x i8], align 1
  call void @use(ptr %a)
  ret void
}
