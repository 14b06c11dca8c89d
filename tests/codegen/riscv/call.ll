; A call saves ra in the frame, with CFI, and calls through `call` (R_RISCV_CALL_PLT).
; CHECK-LABEL: caller:
; CHECK: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK: sd ra, 8(sp)
; CHECK: .cfi_offset ra, -8
; CHECK: call callee
; CHECK: ld ra, 8(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare i64 @callee(i64)
define i64 @caller(i64 %x) {
  %r = call i64 @callee(i64 %x)
  %s = add i64 %r, 1
  ret i64 %s
}
