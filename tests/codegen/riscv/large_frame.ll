; A frame larger than a 12-bit immediate: sp adjusted through t6.
; CHECK-LABEL: big_frame:
; CHECK: li t6, -8016
; CHECK-NEXT: add sp, sp, t6
; CHECK: .cfi_restore ra
; CHECK-NEXT: li t6, 8016
; CHECK-NEXT: add sp, sp, t6
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare void @use(ptr)
define void @big_frame() {
  %a = alloca [8000 x i8], align 1
  call void @use(ptr %a)
  ret void
}
