; "frame-pointer"="all" (clang -O0 writes it) keeps s0 as a frame pointer in every function,
; leaf or not, with the frame record (ra at CFA-8, the caller's s0 at CFA-16) as llc-22 lays
; it out; llvm.frameaddress(0) is s0 and forces one too; frameaddress(1) loads the caller's
; s0 from the record.
; CHECK-LABEL: leaf_all:
; CHECK: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: sd s0, 0(sp)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s0, -16
; CHECK-NEXT: addi s0, sp, 16
; CHECK-NEXT: .cfi_def_cfa s0, 0
; CHECK-NEXT: addi a0, a0, 1
; CHECK-NEXT: .cfi_def_cfa sp, 16
; CHECK: .cfi_restore s0
; CHECK-LABEL: leaf_none:
; CHECK-NOT: s0
; CHECK-LABEL: frame0:
; CHECK: addi s0, sp, 16
; CHECK: mv a0, s0
; CHECK-LABEL: frame1:
; CHECK: addi s0, sp, 16
; CHECK: ld a0, -16(
; CHECK-NEXT: .cfi_def_cfa sp, 16
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
