; Epilogue CFI as llc-22 emits it: .cfi_restore of every saved register after the reloads,
; .cfi_def_cfa_offset 0 after sp is restored; with a frame pointer (dynamic alloca) sp is
; first recomputed from s0 and the CFA moved back to sp. A block laid out after an epilogue
; restores the prologue's rules (.cfi_remember_state / .cfi_restore_state, LLVM's CFIFixup).
; CHECK-LABEL: two_returns:
; CHECK: .cfi_def_cfa_offset 32
; CHECK: .cfi_offset ra, -8
; CHECK-NEXT: .cfi_offset s1, -16
; CHECK-NEXT: .cfi_offset s2, -24
; CHECK-NEXT: .cfi_remember_state
; CHECK: ld ra, 24(sp)
; CHECK-NEXT: ld s1, 16(sp)
; CHECK-NEXT: ld s2, 8(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: .cfi_restore s1
; CHECK-NEXT: .cfi_restore s2
; CHECK-NEXT: addi sp, sp, 32
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_
; CHECK-NEXT: .cfi_restore_state
; CHECK: .cfi_restore s2
; CHECK: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
; CHECK-NOT: .cfi_restore_state
; CHECK-LABEL: dynamic:
; CHECK: addi s0, sp, 32
; CHECK-NEXT: .cfi_def_cfa s0, 0
; CHECK: addi sp, s0, -32
; CHECK-NEXT: .cfi_def_cfa sp, 32
; CHECK-NEXT: ld ra, 24(sp)
; CHECK-NEXT: ld s0, 16(sp)
; CHECK-NEXT: ld s1, 8(sp)
; CHECK-NEXT: .cfi_restore ra
; CHECK-NEXT: .cfi_restore s0
; CHECK-NEXT: .cfi_restore s1
; CHECK-NEXT: addi sp, sp, 32
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
declare i64 @g(i64)
declare void @h(ptr)

define i64 @two_returns(i64 %x) {
entry:
  %a = call i64 @g(i64 %x)
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %r1, label %r2
r1:
  ret i64 %a
r2:
  %b = call i64 @g(i64 %a)
  %s = add i64 %a, %b
  ret i64 %s
}

define i8 @dynamic(i64 %n) {
entry:
  %p = alloca i8, i64 %n, align 16
  call void @h(ptr %p)
  %v = load i8, ptr %p, align 1
  ret i8 %v
}
