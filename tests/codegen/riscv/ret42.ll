; The simplest function: a constant returned in a0.
; CHECK-LABEL: main:
; CHECK: .cfi_startproc
; CHECK: addi a0, zero, 42
; CHECK-NEXT: ret
; CHECK: .size main, .Lfunc_end0-main
define i32 @main() {
  ret i32 42
}
