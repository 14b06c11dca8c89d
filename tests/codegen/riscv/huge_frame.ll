; A frame beyond 2 GiB: the size and the offsets are materialized by a full `li` sequence
; (LLVM's RISCVMatInt) into t6, in the prologue, the epilogue and the frame-index addressing.
; CHECK-LABEL: huge_frame:
; CHECK: li t6, -3000000016
; CHECK-NEXT: add sp, sp, t6
; CHECK-NEXT: .cfi_def_cfa_offset 3000000016
; CHECK: li t6, 3000000008
; CHECK-NEXT: add t6, sp, t6
; CHECK-NEXT: sd ra, 0(t6)
; CHECK-NEXT: .cfi_offset ra, -8
; CHECK: li t6, 3000000016
; CHECK-NEXT: add sp, sp, t6
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare void @use(ptr)
define void @huge_frame() {
  %a = alloca [3000000000 x i8], align 1
  call void @use(ptr %a)
  ret void
}
