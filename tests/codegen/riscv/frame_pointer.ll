; "frame-pointer"="all" (clang -O0 writes it) keeps s0 as a frame pointer in every function,
; leaf or not, with the frame record (ra at CFA-8, the caller's s0 at CFA-16, s0 = CFA) as
; llc-22 -O2 lays it out, at every level; the CFA moves back to sp before the reloads. A
; function without the attribute and without a need for one has no frame at all.
; llvm.frameaddress(0) is s0 and forces a frame pointer too; frameaddress(1) loads the
; caller's s0 from the record at s0-16 (kiln through a copy of s0).
; RUN: kiln -mtriple=riscv64-linux-gnu -O0 -verify-machineinstrs %s -o - | tee %t.O0.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | tee %t.O2.s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: riscv64-linux-gnu-as %t.O0.s -o %t.O0.o && riscv64-linux-gnu-as %t.O2.s -o %t.O2.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O0.s -o %t.O0.mc.o
; RUN: kiln-mc -triple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -filetype=obj %t.O2.s -o %t.O2.mc.o
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -O2 \
; RUN:   -asm-verbose=false %s -o - | FileCheck %s --check-prefixes=CHECK,LLC
; CHECK-LABEL: leaf_all:
; CHECK:      .cfi_startproc
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: sd s0, 0(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s0, -16
; CHECK-NEXT: addi s0, sp, 16
; CHECK-NEXT: .cfi_def_cfa s0, 0
; CHECK-NEXT: addi a0, a0, 1
; CHECK-NEXT: .cfi_def_cfa sp, 16
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: ld s0, 0(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: .cfi_restore s0
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
; CHECK-LABEL: leaf_none:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addi a0, a0, 1
; CHECK-NEXT: ret
; CHECK-LABEL: frame0:
; CHECK:      .cfi_startproc
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: sd s0, 0(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s0, -16
; CHECK-NEXT: addi s0, sp, 16
; CHECK-NEXT: .cfi_def_cfa s0, 0
; CHECK-NEXT: mv a0, s0
; CHECK-NEXT: .cfi_def_cfa sp, 16
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: ld s0, 0(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: .cfi_restore s0
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
; CHECK-LABEL: frame1:
; CHECK:      .cfi_startproc
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: sd s0, 0(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s0, -16
; CHECK-NEXT: addi s0, sp, 16
; CHECK-NEXT: .cfi_def_cfa s0, 0
; KILN-NEXT:  mv [[F:[a-z0-9]+]], s0
; KILN-NEXT:  ld a0, -16([[F]])
; LLC-NEXT:   ld a0, -16(s0)
; CHECK-NEXT: .cfi_def_cfa sp, 16
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: ld s0, 0(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: .cfi_restore s0
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
; CHECK-LABEL: .Lfunc_end3:
declare ptr @llvm.frameaddress.p0(i32)

define i64 @leaf_all(i64 %a) #0 {
  %b = add i64 %a, 1
  ret i64 %b
}

define i64 @leaf_none(i64 %a) {
  %b = add i64 %a, 1
  ret i64 %b
}

define ptr @frame0() {
  %f = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %f
}

define ptr @frame1() {
  %f = call ptr @llvm.frameaddress.p0(i32 1)
  ret ptr %f
}

attributes #0 = { "frame-pointer"="all" }
