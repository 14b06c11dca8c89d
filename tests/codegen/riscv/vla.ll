; A dynamic alloca: the frame pointer s0 becomes the CFA base; sp is restored from s0.
; CHECK-LABEL: vla:
; CHECK: sd s0,
; CHECK: .cfi_def_cfa s0, 0
; CHECK: mv sp,
; CHECK: addi sp, s0, -
; CHECK: ld s0,
; CHECK: ret
declare void @use(ptr)
define void @vla(i64 %n) {
  %a = alloca i32, i64 %n, align 4
  call void @use(ptr %a)
  ret void
}
